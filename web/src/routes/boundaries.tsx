import { Card, CardGrid, MailLink, Notice, PageBody, PageHeader, Section } from '../components/layout/page';
import { site } from '../config/site';
import {
  BOUNDARY_DEFINITION,
  BOUNDARY_INTRO,
  BOUNDARY_MAP,
  KEY_AREAS,
  NEIGHBOURHOOD_FEATURES,
  NEIGHBOURING_ASSOCIATIONS,
  REGIONAL_MAP,
  type AreaFeature,
  type MapImage,
} from '../data/boundaries';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta('Boundaries', `The area the ${site.name} serves: boundary map, regional map, key areas and neighbouring associations.`);

function MapFigure({ map }: { map: MapImage }) {
  return (
    <figure className="overflow-hidden rounded-lg border border-gray-200">
      <img src={map.src} alt={map.alt} width={map.width} height={map.height} loading="lazy" className="h-auto w-full" />
      <figcaption className="bg-gray-50 px-4 py-2 text-sm text-gray-700">{map.caption}</figcaption>
    </figure>
  );
}

function FeatureCards({ items }: { items: readonly AreaFeature[] }) {
  return (
    <CardGrid columns={2}>
      {items.map((item) => (
        <Card key={item.feature} title={item.feature}>
          <p>{item.description}</p>
          <p className="text-sm font-semibold text-brand-800">{item.significance}</p>
        </Card>
      ))}
    </CardGrid>
  );
}

export default function BoundariesPage() {
  return (
    <>
      <PageHeader title="Association Boundaries" subtitle="The area we serve and our neighbouring community associations." />
      <PageBody>
        <Section title="Our Area" intro={<p>{BOUNDARY_INTRO}</p>}>
          <div className="space-y-5">
            <Notice tone="info">{BOUNDARY_DEFINITION}</Notice>
            <MapFigure map={BOUNDARY_MAP} />
          </div>
        </Section>
        <Section
          title="Community Associations of the Municipality"
          intro={
            <p>
              The municipality is divided into community associations. On this 2010 map, {site.shortName} is number {site.regionalMapNumber}
              .
            </p>
          }
        >
          <MapFigure map={REGIONAL_MAP} />
        </Section>
        <Section title="Key Areas">
          <FeatureCards items={KEY_AREAS} />
        </Section>
        <Section title="Neighbourhood Features">
          <FeatureCards items={NEIGHBOURHOOD_FEATURES} />
        </Section>
        <Section title="Neighbouring Associations">
          <ul className="grid gap-4 sm:grid-cols-2">
            {NEIGHBOURING_ASSOCIATIONS.map((association) => (
              <li key={association.name} className="rounded-lg border border-gray-200 p-4">
                <p className="font-semibold text-gray-900">{association.name}</p>
                <p className="text-sm text-brand-800">{association.direction}</p>
                <p className="text-gray-700">{association.relationship}</p>
              </li>
            ))}
          </ul>
        </Section>
        <Card title="Questions About the Boundaries?">
          <p>Not sure whether your address is in our area? Ask us.</p>
          <MailLink subject="Boundary Question" button="primary">
            E-mail {site.email}
          </MailLink>
        </Card>
      </PageBody>
    </>
  );
}
