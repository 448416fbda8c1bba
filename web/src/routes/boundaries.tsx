import { PageInboxForm } from '#web/components/layout/inbox-form';
import { Card, CardGrid, Notice, PageBody, PageHeader, Section } from '#web/components/layout/page';
import type { SiteFile } from '@roca/contract/content/site-files';
import { site } from '#web/config/site';
import {
  BOUNDARY_DEFINITION,
  KEY_AREAS,
  NEIGHBOURHOOD_FEATURES,
  NEIGHBOURING_ASSOCIATIONS,
  boundaryIntro,
  type AreaFeature,
} from '#web/data/boundaries';
import { useSiteContent } from '#web/publishing/site-content';

/** A map keeps the space of its stored size while it loads; the shipped maps are 1200 x 800. */
function MapFigure({ map }: { map: SiteFile }) {
  return (
    <figure className="overflow-hidden rounded-lg border border-gray-200">
      <img
        src={map.url}
        alt={map.alt ?? ''}
        width={map.width ?? 1200}
        height={map.height ?? 800}
        loading="lazy"
        className="h-auto w-full"
      />
      {map.caption && <figcaption className="bg-gray-50 px-4 py-2 text-sm text-gray-700">{map.caption}</figcaption>}
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
  const { settings, files } = useSiteContent();
  return (
    <>
      <PageHeader title="Association Boundaries" subtitle="The area we serve and our neighbouring community associations." />
      <PageBody>
        <Section title="Our Area" intro={<p>{boundaryIntro(settings.associationName)}</p>}>
          <div className="space-y-5">
            <Notice tone="info">{BOUNDARY_DEFINITION}</Notice>
            <MapFigure map={files.boundaryMap} />
          </div>
        </Section>
        <Section
          title="Community Associations of the Municipality"
          intro={
            <p>
              The municipality is divided into community associations. On this 2010 map, {settings.shortName} is number{' '}
              {site.regionalMapNumber}.
            </p>
          }
        >
          <MapFigure map={files.regionalMap} />
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
        <PageInboxForm
          kind="boundary"
          source="/boundaries"
          intro="Not sure whether your address is in our area? Ask us."
          mailLabel={`E-mail ${settings.email}`}
        />
      </PageBody>
    </>
  );
}
