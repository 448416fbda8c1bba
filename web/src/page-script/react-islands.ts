/**
 * A page with React islands (the home page's slider, the membership form; web/src/islands) names
 * the islands script on the page script's tag, `data-islands`; this loads it. Until it runs, each
 * island is its complete HTML: the first slide, the form.
 */
export function loadReactIslands() {
  const src = document.querySelector<HTMLScriptElement>('script[data-islands]')?.dataset.islands;
  if (!src) return;
  import(/* @vite-ignore */ src).catch((error: unknown) => console.error('The page could not load its interactive parts', error));
}
