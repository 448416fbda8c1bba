/**
 * The street of a street address, for the tallies by street: "1234 Cedar Hill Rd", "#4 - 1234
 * cedar hill road" and "Unit 5, 1234 Cedar Hill X Rd." all count for "Cedar Hill Road". Residents
 * write addresses many ways; this reads the common ones, and a street it cannot tidy is counted
 * as written (title case).
 */
const SUFFIXES: Record<string, string> = {
  rd: 'Road',
  st: 'Street',
  ave: 'Avenue',
  av: 'Avenue',
  dr: 'Drive',
  cres: 'Crescent',
  cr: 'Crescent',
  pl: 'Place',
  blvd: 'Boulevard',
  ln: 'Lane',
  ct: 'Court',
  terr: 'Terrace',
  ter: 'Terrace',
  hwy: 'Highway',
  pkwy: 'Parkway',
  cir: 'Circle',
};

const titleCase = (word: string) => (word ? word[0].toUpperCase() + word.slice(1).toLowerCase() : word);

export function streetNameOf(address: string): string {
  const words = address
    // A unit before the number: "#4 - 1234", "Unit 5, 1234", "Suite 200 1234", "4-1234".
    .replace(/^\s*(?:(?:unit|suite|apt|apartment)\s*\S+|#\s*\S+)\s*[-,]?\s*/i, '')
    .replace(/^\s*\d+[a-z]?\s*-\s*(?=\d)/i, '')
    // The house number, and a city or postal code after a comma.
    .replace(/^\s*\d+[a-z]?\b\s*/i, '')
    .split(',')[0]
    .replace(/[.]/g, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return address.trim();
  const last = words.length - 1;
  return words.map((word, index) => (index === last && SUFFIXES[word.toLowerCase()]) || titleCase(word)).join(' ');
}
