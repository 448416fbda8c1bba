import { startHeroSliders } from './hero-slider';

/**
 * The home slider's own inline script: the renderer writes it, after the page script, only into a
 * page that shows a slider (docs/decisions/015). It runs once the page is parsed, so the buttons
 * work at once; it requests nothing until the first advance, 5 s later.
 */
startHeroSliders();
