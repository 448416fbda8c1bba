/** /business-directory content (six businesses; docs/requirements.md, Public pages). Sample entries: replace with real listings. */
export type Business = {
  name: string;
  category: string;
  description: string;
  address: string;
  phone: string;
  website: string;
  image: string;
};

const IMAGE = '/images/business-placeholder.svg';

export const BUSINESSES: readonly Business[] = [
  {
    name: 'Sample Corner Café',
    category: 'Food & Drink',
    description: 'Coffee, baking and light lunches.',
    address: '100 Example Street',
    phone: '555-0100',
    website: 'https://example.org/cafe',
    image: IMAGE,
  },
  {
    name: 'Sample Hardware',
    category: 'Retail',
    description: 'Tools, garden supplies and keys cut.',
    address: '102 Example Street',
    phone: '555-0101',
    website: 'https://example.org/hardware',
    image: IMAGE,
  },
  {
    name: 'Sample Family Dental',
    category: 'Health',
    description: 'General and family dentistry.',
    address: '210 Example Avenue',
    phone: '555-0102',
    website: 'https://example.org/dental',
    image: IMAGE,
  },
  {
    name: 'Sample Bike Shop',
    category: 'Recreation',
    description: 'Bike sales, repairs and rentals.',
    address: '15 River Road',
    phone: '555-0103',
    website: 'https://example.org/bikes',
    image: IMAGE,
  },
  {
    name: 'Sample Books',
    category: 'Retail',
    description: 'New and used books, and a kids corner.',
    address: '104 Example Street',
    phone: '555-0104',
    website: 'https://example.org/books',
    image: IMAGE,
  },
  {
    name: 'Sample Physiotherapy',
    category: 'Health',
    description: 'Physiotherapy and massage therapy.',
    address: '220 Example Avenue',
    phone: '555-0105',
    website: 'https://example.org/physio',
    image: IMAGE,
  },
];
