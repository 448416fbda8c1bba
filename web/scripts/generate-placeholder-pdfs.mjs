// Writes the placeholder PDFs under web/public/public-objects (docs/requirements.md, Public pages). Run it again only
// if the wording changes: `node web/scripts/generate-placeholder-pdfs.mjs`. The output is committed;
// docs/content.md explains how to put the real documents in their place.
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const outDir = new URL('../public/public-objects/', import.meta.url);

const documents = [
  { file: 'official-community-plan-2024.pdf', title: 'Official Community Plan (adopted May 7, 2024)' },
  { file: 'roca-constitution-bylaws.pdf', title: 'ROCA Constitution and Bylaws (revised May 12, 2022)' },
  { file: 'public-participation-handbook.pdf', title: 'Public Participation Handbook' },
  { file: 'council-meeting-calendar.pdf', title: 'Council Meeting Calendar' },
];

for (const { file, title } of documents) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${title} (placeholder)`);
  // Fixed dates keep the output byte-identical between runs, so regenerating never makes a diff.
  pdf.setCreationDate(new Date('2025-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2025-01-01T00:00:00Z'));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([612, 792]);
  page.drawText(title, { x: 56, y: 700, size: 18, font: bold, color: rgb(0.08, 0.33, 0.18) });
  const lines = [
    'This is a placeholder document.',
    'The real document has not been added to the website yet.',
    '',
    `To publish it, replace web/public/public-objects/${file}`,
    'with the real PDF under the same file name and redeploy the site.',
    'See docs/content.md in the project repository.',
  ];
  lines.forEach((line, index) => page.drawText(line, { x: 56, y: 650 - index * 22, size: 12, font }));
  writeFileSync(new URL(file, outDir), await pdf.save({ useObjectStreams: false }));
  console.log(`wrote ${file}`);
}
