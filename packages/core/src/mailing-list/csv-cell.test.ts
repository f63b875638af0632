import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv-cell.ts';

describe('CSV cells', () => {
  it('neutralises what a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
    );
    expect(csvCell('+972 3 123')).toBe("'+972 3 123");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });

  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('Levi, Dana')).toBe('"Levi, Dana"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('dana@shop.example')).toBe('dana@shop.example');
    expect(csvCell('דנה')).toBe('דנה');
    expect(
      csvDocument([
        ['a', 'b'],
        ['1', '=2'],
      ]),
    ).toBe("a,b\r\n1,'=2\r\n");
  });
});
