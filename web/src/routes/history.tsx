import { Card, CardGrid, PageBody, PageHeader, Section } from '#web/components/layout/page';
import { site } from '#web/config/site';
import { HISTORY_ERAS, LANDMARKS } from '#web/data/history';

export default function HistoryPage() {
  return (
    <>
      <PageHeader title="History" subtitle={`How ${site.areaName} became the neighbourhood it is today.`} />
      <PageBody>
        <Section title="Timeline">
          <ol className="space-y-6 border-l-2 border-brand-700 pl-6">
            {HISTORY_ERAS.map((era) => (
              <li key={era.period} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute -left-[2.35rem] flex h-8 w-8 items-center justify-center rounded-full bg-brand-50 text-lg"
                >
                  {era.icon}
                </span>
                <p className="text-sm font-semibold text-brand-800">{era.period}</p>
                <h3 className="text-lg font-semibold text-gray-900">{era.title}</h3>
                <p className="text-gray-700">{era.description}</p>
                <ul className="mt-1 list-disc pl-5 text-sm text-gray-700">
                  {era.highlights.map((highlight) => (
                    <li key={highlight}>{highlight}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </Section>
        <Section title="Landmarks">
          <CardGrid columns={4}>
            {LANDMARKS.map((landmark) => (
              <Card key={landmark.name} title={landmark.name}>
                <p>{landmark.significance}</p>
                <p className="text-sm font-semibold text-brand-800">{landmark.status}</p>
              </Card>
            ))}
          </CardGrid>
        </Section>
      </PageBody>
    </>
  );
}
