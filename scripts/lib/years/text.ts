import type { Random } from './random';

/**
 * Words for the generated data: names, streets and the sentences a neighbourhood association
 * writes, so that texts have realistic lengths and words (what the pages weigh, what search
 * reads). Every text stays within the contract's limits (contract/src/limits.ts); callers pass
 * the limit.
 */
const FIRST_NAMES = [
  'Amara',
  'Ben',
  'Chloe',
  'Daniel',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Isla',
  'Jonas',
  'Kiran',
  'Leah',
  'Mateo',
  'Nadia',
  'Owen',
  'Priya',
  'Quinn',
  'Rosa',
  'Sam',
  'Tara',
  'Umar',
  'Vera',
  'Wei',
  'Xavier',
  'Yara',
  'Zoe',
  'Aiden',
  'Bea',
  'Colin',
  'Dana',
  'Emil',
  'Fiona',
  'Gus',
  'Hana',
  'Ivan',
  'Jade',
  'Kofi',
  'Lena',
  'Marc',
  'Nora',
  'Oscar',
  'Paige',
  'Rohan',
  'Sofia',
  'Theo',
  'Una',
  'Victor',
  'Willa',
  'Yusuf',
  'Zara',
  'Margaret',
  'Harjit',
  'Siobhan',
  'Thanh',
  'Mei',
  'José',
  'Renée',
];
const LAST_NAMES = [
  'Anderson',
  'Bains',
  'Chen',
  'Dhillon',
  'Evans',
  'Fraser',
  'Gill',
  'Huang',
  'Ibrahim',
  'Johal',
  'Kaur',
  'Lam',
  'MacDonald',
  'Nguyen',
  "O'Brien",
  'Patel',
  'Quist',
  'Reid',
  'Sandhu',
  'Tremblay',
  'Usman',
  'Vance',
  'Wong',
  'Xu',
  'Yamamoto',
  'Zhang',
  'Bergström',
  'Campbell',
  'Desjardins',
  'Okafor',
  'Pereira',
  'Singh',
  'Thompson',
  'Wilson',
  'Gagnon',
  'Leblanc',
  'Murray',
  'Park',
  'Roy',
  'Stewart',
  'Taylor',
  'White',
  'Young',
  'Côté',
  'Grewal',
  'Kowalski',
  'Lindqvist',
  'Novak',
  'Sato',
];
const STREETS = [
  'Cedar Lane',
  'Oak Street',
  'Maple Crescent',
  'Riverside Drive',
  'Alder Way',
  'Birch Avenue',
  'Hemlock Road',
  'Spruce Street',
  'Willow Place',
  'Fir Street',
  'Arbutus Drive',
  'Dogwood Close',
  'Salmonberry Lane',
  'Heron Way',
  'Kingfisher Road',
  'Orchard Street',
  'Mill Road',
  'Station Street',
  'Church Road',
  'Market Street',
  'Harbour View',
  'Elm Grove',
  'Poplar Street',
  'Chestnut Avenue',
  'Laurel Court',
];
const PROJECT_KINDS = [
  'Townhomes',
  'Mixed Use',
  'Rezoning',
  'Apartments',
  'Subdivision',
  'Care Home',
  'Park Upgrade',
  'Bike Lanes',
  'Library',
  'Fire Hall',
  'Daycare',
  'Duplexes',
  'Plaza',
  'Greenway',
  'Rental Homes',
  'Co-op Housing',
  'Gas Station',
  'Hotel',
];
export const DEVELOPMENT_STATUSES = [
  'Pre-Application',
  'Under Review',
  'Public Hearing',
  'Approved',
  'Under Construction',
  'Completed',
  'Withdrawn',
] as const;

const SENTENCES = [
  'The application proposes {n} homes in a {s}-storey building with underground parking.',
  'A public hearing is expected in the new year; written comments go to the municipal clerk.',
  'The association has asked for a tree-retention plan and a traffic study before third reading.',
  'Council gave first and second reading on {date}, and staff will report back on the parking variance.',
  'Neighbours raised concerns about shadowing on {street} and the loss of the mature cedars along the lane.',
  'The developer held an open house at the community hall; about {n} residents attended.',
  'The proposal includes {n} rental units secured by a housing agreement for sixty years.',
  'Construction hours are 7:30 to 17:00 on weekdays; report noise outside them to bylaw services.',
  'The planning committee reviewed the revised drawings and asked for wider sidewalks on {street}.',
  'Staff recommend approval subject to a covenant for the rain gardens and the public art contribution.',
  'Site preparation began in the spring, and the crane is due in the autumn.',
  'A variance to the side-yard setback was refused by the board of variance.',
  'The heritage assessment found the 1912 house worth retaining as part of the project.',
  'Our comments asked for a loading bay off the lane rather than on {street}.',
  'The amended plan lowers the building by one storey and adds a daycare for {n} children.',
  'Municipal staff expect the development permit to be issued within the next quarter.',
  'The Official Community Plan designates the site for ground-oriented housing.',
  'Questions about the application go to the planner named on the notice board at the site.',
];
const EVENT_TITLES = [
  'Monthly meeting',
  'Planning committee',
  'Executive meeting',
  'Neighbourhood clean-up',
  'Garden tour',
  'Information session: {project}',
  'Open house: {project}',
  'Public hearing: {project}',
  'Tree planting on {street}',
  'Summer block party',
  'Heritage walk',
  'Emergency preparedness workshop',
  'Annual general meeting',
  'Winter market',
  'Seniors coffee morning',
  'Bike repair clinic',
  'Park volunteer day',
  'Candidates forum',
];
const PLACES = [
  'Community Hall, 2150 Cedar Lane',
  'Library meeting room',
  'Riverside Park shelter',
  'Online (link sent to members)',
  "St. Mark's church basement",
  'Elementary school gym',
];

const fill = (random: Random, template: string) =>
  template
    .replaceAll('{n}', () => String(random.int(6, 180)))
    .replaceAll('{s}', () => String(random.int(3, 12)))
    .replaceAll('{street}', () => random.pick(STREETS))
    .replaceAll('{date}', () => `${random.pick(['January', 'March', 'May', 'June', 'September', 'November'])} ${random.int(1, 28)}`)
    .replaceAll('{project}', () => projectTitle(random));

/** Sentences until about `target` characters, never more than `limit`. */
export function paragraph(random: Random, target: number, limit: number): string {
  let text = '';
  while (text.length < target) {
    const next = fill(random, random.pick(SENTENCES));
    if ((text ? text.length + 1 : 0) + next.length > limit) break;
    text = text ? `${text} ${next}` : next;
  }
  return text || fill(random, SENTENCES[0]).slice(0, limit);
}

export const firstName = (random: Random) => random.pick(FIRST_NAMES);
export const lastName = (random: Random) => random.pick(LAST_NAMES);
export const street = (random: Random) => random.pick(STREETS);
export const place = (random: Random) => random.pick(PLACES);
export const postalAddress = (random: Random) => `${random.int(100, 9999)} ${random.pick(STREETS)}`;

/** At most 32 characters (LIMITS.projectTitle): '2150 Cedar Lane Townhomes'. */
export function projectTitle(random: Random): string {
  const title = `${random.int(100, 9999)} ${random.pick(STREETS).split(' ')[0]} ${random.pick(PROJECT_KINDS)}`;
  return title.slice(0, 32);
}

export const eventTitle = (random: Random) => fill(random, random.pick(EVENT_TITLES)).slice(0, 120);

/** An address nobody owns (example.org), unique by the number it carries. */
export const emailOf = (first: string, last: string, n: number) =>
  `${first}.${last}`
    .normalize('NFD')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase() + `${n}@example.org`;
