import { LIMITS, developmentInput, type DevelopmentInput } from '@roca/contract';
import type { Random } from './random';
import { paragraph, projectTitle, street } from './text';

/** A development update as staff write one: a title, often a subtitle, a description of realistic length, a few links. */
export function developmentInputFor(random: Random, date: string, status: string): DevelopmentInput {
  const links = random.int(0, 3);
  const input: Record<string, unknown> = {
    projectTitle: projectTitle(random),
    subTitle: random.chance(0.5) ? `${random.int(6, 180)} homes, ${random.int(2, 12)} storeys`.slice(0, LIMITS.subTitle) : '',
    description: paragraph(random, random.around(450, 220, 120), LIMITS.description),
    date,
    status,
  };
  for (let n = 1; n <= links; n++) {
    input[`link${n}`] = `https://example.org/applications/${random.int(1000, 99999)}`;
    input[`linkText${n}`] = random
      .pick(['Application details', 'Staff report', 'Council agenda', `${street(random)} notice`])
      .slice(0, LIMITS.linkText);
  }
  return developmentInput.parse(input);
}
