import { describe, expect, it } from 'vitest';
import { locateLines } from './locate-lines.ts';

/** The lines as splitting the text at `\n`, then each at form feeds, finds them. */
function splitLines(text: string): { text: string; number: number; breakBefore: number }[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      line
        .split('\f')
        .map((part, at) => ({ text: part, number: index + 1, breakBefore: at > 0 ? 1 : 0 })),
    );
}

function located(text: string): { text: string; number: number; breakBefore: number }[] {
  const lines = locateLines(text, text.includes('\f'));
  return Array.from({ length: lines.count }, (_, index) => ({
    text: text.slice(lines.starts[index], lines.ends[index]),
    number: lines.numbers[index] as number,
    breakBefore: lines.breakBefore[index] as number,
  }));
}

describe('locateLines', () => {
  it('splits lines at each `\\n`, then at each form feed, wherever the form feeds stand', () => {
    const body = Array.from({ length: 40 }, (_, index) => `Línea ${index} de la obra 1,00`);
    const texts = [
      body.join('\n'),
      body.map((line, index) => (index % 7 === 3 ? `\f${line}` : line)).join('\n'),
      // One form feed far from the first lines, and several in one line.
      body.map((line, index) => (index === 37 ? `${line}\f\fPágina 2` : line)).join('\n'),
      `\f${body.join('\n')}\f`,
      '',
      '\f',
    ];
    for (const text of texts) expect(located(text)).toEqual(splitLines(text));
  });
});
