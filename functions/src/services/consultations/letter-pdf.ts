import { createRequire } from 'node:module';
import MarkdownIt from 'markdown-it';
import PDFDocument from 'pdfkit';
import { COMMENT_POSITIONS, COMMENT_POSITION_LABELS, COMMENT_TOPICS, COMMENT_TOPIC_LABELS } from '@roca/contract/consultation-choices';
import type { SubmissionParts } from '@roca/contract/consultations';

/**
 * The association's submission as a PDF (docs/decisions/023): the letter staff wrote (Markdown, as
 * in Compose), then the appendix: the counts, then each comment that counts, with the name and
 * street only where the commenter agreed. Built with pdfkit on the server, so the municipality
 * files exactly the bytes whose SHA-256 the proof keeps. The text is set in Noto Sans, embedded
 * (subset), which covers the Latin, Greek, Cyrillic and Vietnamese alphabets residents' names and
 * streets are written in here; the PDF's standard fonts cover only Western European letters.
 */
export type LetterContent = SubmissionParts & {
  /** The letter staff wrote, in Markdown. */
  body: string;
  /** When it is made: the PDF's creation date (the send's time), so the proof and the file agree. */
  createdAt: Date;
};

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  italic: require.resolve('@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf'),
  boldItalic: require.resolve('@expo-google-fonts/noto-sans/700Bold_Italic/NotoSans_700Bold_Italic.ttf'),
};
type FontName = keyof typeof FONTS;

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true });
type Token = ReturnType<typeof markdown.parse>[number];

/** A calendar day as the letter writes it: "November 28, 2026". */
export const longDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const BODY_SIZE = 11;
const GREY = '#374151';

type Run = { text: string; bold: boolean; italic: boolean };
const fontOf = ({ bold, italic }: Pick<Run, 'bold' | 'italic'>): FontName =>
  bold && italic ? 'boldItalic' : bold ? 'bold' : italic ? 'italic' : 'regular';

/** The inline runs of one Markdown block: text with bold and italic, links written out after their text. */
function runsOf(inline: Token): Run[] {
  const runs: Run[] = [];
  let bold = false;
  let italic = false;
  let href: string | null = null;
  for (const token of inline.children ?? []) {
    if (token.type === 'strong_open' || token.type === 'strong_close') bold = token.type === 'strong_open';
    else if (token.type === 'em_open' || token.type === 'em_close') italic = token.type === 'em_open';
    else if (token.type === 'link_open') href = String(token.attrGet('href') ?? '');
    else if (token.type === 'link_close') {
      const text = runs.at(-1)?.text;
      if (href && text !== href && !href.startsWith('mailto:')) runs.push({ text: ` (${href})`, bold, italic });
      href = null;
    } else if (token.type === 'softbreak' || token.type === 'hardbreak') runs.push({ text: '\n', bold, italic });
    else if (token.type === 'text' || token.type === 'code_inline') runs.push({ text: token.content, bold, italic });
  }
  return runs;
}

/** Writes runs as one paragraph, each run in its font, wrapping as one text. */
function writeRuns(doc: PDFKit.PDFDocument, runs: Run[], options: PDFKit.Mixins.TextOptions = {}) {
  const visible = runs.filter((run) => run.text.length > 0);
  if (visible.length === 0) return;
  visible.forEach((run, index) => {
    doc.font(fontOf(run)).text(run.text, { ...options, continued: index < visible.length - 1 });
  });
}

/** The letter's Markdown: headings, paragraphs, bullet and numbered lists, bold, italic and links. */
function writeMarkdown(doc: PDFKit.PDFDocument, source: string) {
  const tokens = markdown.parse(source, {});
  const lists: { ordered: boolean; next: number }[] = [];
  let heading = 0;
  for (const token of tokens) {
    switch (token.type) {
      case 'heading_open':
        heading = Number(token.tag.slice(1));
        doc.moveDown(0.5).fontSize(heading === 1 ? 16 : heading === 2 ? 14 : 12);
        break;
      case 'heading_close':
        heading = 0;
        doc.fontSize(BODY_SIZE).moveDown(0.3);
        break;
      case 'bullet_list_open':
      case 'ordered_list_open':
        lists.push({ ordered: token.type === 'ordered_list_open', next: Number(token.attrGet('start') ?? 1) });
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        lists.pop();
        doc.moveDown(0.5);
        break;
      case 'inline': {
        const runs = runsOf(token).map((run) => (heading ? { ...run, bold: true } : run));
        const list = lists.at(-1);
        if (list) {
          const marker = list.ordered ? `${list.next++}. ` : '• ';
          writeRuns(doc, [{ text: marker, bold: false, italic: false }, ...runs], { indent: 0 });
        } else writeRuns(doc, runs);
        if (!list && !heading) doc.moveDown(0.6);
        break;
      }
      case 'fence':
      case 'code_block':
        doc.font('regular').text(token.content).moveDown(0.6);
        break;
      case 'hr':
        doc.moveDown(0.5);
        break;
    }
  }
}

function writeAppendix(doc: PDFKit.PDFDocument, content: LetterContent) {
  const { counts, comments } = content.appendix;
  doc.addPage();
  doc.font('bold').fontSize(16).text("Appendix: residents' comments").moveDown(0.5);
  doc
    .font('regular')
    .fontSize(BODY_SIZE)
    .text(
      `The association asked residents for their comments on ${content.projectTitle} from ${longDay(content.window.opensOn)} to ${longDay(content.window.closesOn)}. ` +
        `Each comment below was confirmed from the commenter's e-mail address. Withdrawn comments, and comments the association's moderators set aside (defamatory, off-topic or duplicate), are not included or counted. ` +
        'A name and street appear only where the commenter agreed that the association may send them to the municipality.',
    )
    .moveDown();
  doc.font('bold').fontSize(13).text(`Comments received: ${counts.total}`).moveDown(0.3);
  doc.font('bold').fontSize(BODY_SIZE).text('By position');
  for (const position of COMMENT_POSITIONS)
    doc.font('regular').text(`${COMMENT_POSITION_LABELS[position]}: ${counts.byPosition[position]}`);
  doc.moveDown(0.5).font('bold').text('By topic (a comment may name several)');
  const topics = COMMENT_TOPICS.filter((topic) => counts.byTopic[topic] > 0);
  if (topics.length === 0) doc.font('regular').text('No topics were chosen.');
  for (const topic of topics) doc.font('regular').text(`${COMMENT_TOPIC_LABELS[topic]}: ${counts.byTopic[topic]}`);
  doc.moveDown();
  for (const comment of comments) {
    doc.font('bold').fontSize(12).text(`Comment ${comment.number}: ${COMMENT_POSITION_LABELS[comment.position]}`).fontSize(BODY_SIZE);
    doc
      .font('regular')
      .fillColor(GREY)
      .text(comment.author ? `${comment.author.name}, ${comment.author.street}` : 'Name and street withheld at the commenter’s request')
      .text(comment.topics.length ? `Topics: ${comment.topics.map((t) => COMMENT_TOPIC_LABELS[t]).join(', ')}` : 'Topics: none chosen')
      .fillColor('black')
      .moveDown(0.3)
      .text(comment.comment)
      .moveDown();
  }
}

/** The whole submission as PDF bytes. */
export async function letterPdf(content: LetterContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 72, bottom: 72, left: 72, right: 72 },
    bufferPages: true,
    info: {
      Title: content.subject,
      Author: content.associationName,
      Subject: `Submission on ${content.projectTitle}`,
      CreationDate: content.createdAt,
    },
    lang: 'en-CA',
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(14).text(content.associationName);
  doc.font('regular').fontSize(BODY_SIZE).text(content.postalAddress).text(content.email).moveDown();
  doc.text(longDay(content.date)).moveDown();
  doc.text(`To: ${content.recipients.join('; ')}`);
  doc.font('bold').text(`Re: ${content.subject}`).moveDown();
  doc.font('regular');
  writeMarkdown(doc, content.body);
  writeAppendix(doc, content);

  // Page numbers, once every page exists.
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(GREY)
      .text(`${content.associationName} - ${content.projectTitle} - page ${page + 1} of ${count}`, 72, doc.page.height - 48, {
        align: 'center',
        width: doc.page.width - 144,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
