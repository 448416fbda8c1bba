import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvFile, unescapeFormula } from './csv-file';

const cellOf = (value: unknown) => {
  const { content } = csvFile([{ value }], ['value']);
  return Papa.parse<{ value: string }>(content.replace(/^\uFEFF/, ''), { header: true }).data[0].value;
};

describe('the CSV writer every export uses', () => {
  it.each(['=', '+', '-', '@', '\t', '\r'])('puts an apostrophe before a cell starting with %j, on one line or several', (first) => {
    expect(cellOf(`${first}HYPERLINK("http://evil.example")`)).toBe(`'${first}HYPERLINK("http://evil.example")`);
    expect(cellOf(`${first}HYPERLINK("http://evil.example")\nsecond line`)).toBe(`'${first}HYPERLINK("http://evil.example")\nsecond line`);
    expect(cellOf(`${first}1\r\n2`)).toBe(`'${first}1\r\n2`);
  });

  it('leaves other cells, and numbers, as they are', () => {
    expect(cellOf('12 Oak Street\n=not first')).toBe('12 Oak Street\n=not first');
    expect(cellOf(-5)).toBe('-5');
    expect(cellOf("'quoted")).toBe("'quoted");
  });

  it('writes UTF-8 with a byte-order mark, every cell quoted, CRLF between rows', () => {
    const { content, mimeType } = csvFile([{ a: 'x,y', b: 'é' }], ['a', 'b']);
    expect(mimeType).toBe('text/csv;charset=utf-8');
    expect(content).toBe('\uFEFF"a","b"\r\n"x,y","é"');
  });

  it('takes the apostrophe off again on import, and only where it was put', () => {
    expect(unescapeFormula(cellOf('=1+1\nmore'))).toBe('=1+1\nmore');
    expect(unescapeFormula("'quoted")).toBe("'quoted");
  });
});
