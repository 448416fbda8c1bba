import { useContext, type ComponentProps, type ComponentType } from 'react';
import { IslandsOnPage } from './islands-on-page';
import { ISLANDS, type IslandName } from './registry';

type IslandProps<N extends IslandName> = { name: N } & (keyof ComponentProps<(typeof ISLANDS)[N]> extends never
  ? { props?: undefined }
  : { props: ComponentProps<(typeof ISLANDS)[N]> });

/**
 * Marks a part of a page that needs React. On a published public page only these parts hydrate
 * (web/src/islands/hydrate-islands.tsx), each from its name and its props, which are written
 * into the HTML as JSON, so they must be plain data; the page then names the islands script
 * (render-public-page.tsx). Inside the hydrated staff app it is just the component. The wrapper
 * is a plain block: it takes the spacing its parent gives a child (display: contents would drop
 * that margin).
 */
export function Island<N extends IslandName>({ name, props }: IslandProps<N>) {
  useContext(IslandsOnPage)?.add(name);
  const Component = ISLANDS[name] as ComponentType<object>;
  return (
    <div data-island={name} data-props={props ? JSON.stringify(props) : undefined}>
      <Component {...(props ?? {})} />
    </div>
  );
}
