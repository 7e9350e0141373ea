/**
 * A second, minimal FIEBDC-3 reader, written apart from the product's (src/budget/bc3/) for
 * the export tests to import with: it knows only what an importing program must to price a
 * budget (records ~K, ~C, ~D, ~M), and recomputes the root as Presto does, each line's
 * quantity (the ~M total, else the ~D yield, times the factor) rounded to ~K's DRC, times
 * the ~C price, rounded to DC, summed up the tree.
 */
export interface MinimalBc3Reading {
  rootCode: string;
  rootTotal: number;
  /** Chapter code (without `#`) -> its recomputed total. */
  chapterTotals: Map<string, number>;
  /** How many item lines the tree places. */
  itemLines: number;
}

function round(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * scale + 1e-7)) / scale;
}

export function readBc3RootTotal(bytes: Uint8Array): MinimalBc3Reading {
  // Only codes and figures matter here, all ASCII: Latin-1 decoding is enough.
  const text = new TextDecoder('latin1').decode(bytes);
  const prices = new Map<string, number>();
  const tree = new Map<string, Array<[string, number, number]>>();
  const measured = new Map<string, number>();
  let rootCode = '';
  let quantityDecimals = 3;
  let amountDecimals = 2;
  for (const chunk of text.split(/\r\n(?=~)/)) {
    const fields = chunk.slice(3).split('|');
    const bare = (code: string) => code.trim().replace(/#+$/, '');
    switch (chunk.charAt(1)) {
      case 'K': {
        const modern = (fields[2] ?? '').split('\\');
        if (modern[0]) quantityDecimals = Number(modern[0]);
        if (modern[1]) amountDecimals = Number(modern[1]);
        break;
      }
      case 'C': {
        const code = (fields[0] ?? '').split('\\')[0]!.trim();
        if (code.endsWith('##')) rootCode = bare(code);
        prices.set(bare(code), Number((fields[3] ?? '').split('\\')[0] || 0));
        break;
      }
      case 'D': {
        const parts = (fields[1] ?? '').split('\\');
        const children: Array<[string, number, number]> = [];
        for (let i = 0; i + 2 < parts.length; i += 3)
          children.push([parts[i]!.trim(), Number(parts[i + 1] || 1), Number(parts[i + 2] || 0)]);
        tree.set(bare(fields[0] ?? ''), children);
        break;
      }
      case 'M': {
        const [parent = '', child = ''] = (fields[0] ?? '').split('\\');
        if (fields[2]) measured.set(`${bare(parent)}\\${bare(child)}`, Number(fields[2]));
        break;
      }
    }
  }
  const chapterTotals = new Map<string, number>();
  let itemLines = 0;
  const total = (code: string): number => {
    let cents = 0;
    for (const [child, factor, yieldValue] of tree.get(code) ?? []) {
      if (child.endsWith('#')) {
        const chapter = total(bare(child));
        chapterTotals.set(bare(child), chapter);
        cents += Math.round(chapter * 100);
        continue;
      }
      itemLines += 1;
      const quantity = round(
        factor * (measured.get(`${code}\\${child}`) ?? yieldValue),
        quantityDecimals,
      );
      cents += Math.round(round(quantity * (prices.get(child) ?? 0), amountDecimals) * 100);
    }
    return cents / 100;
  };
  function bare(code: string): string {
    return code.replace(/#+$/, '');
  }
  return { rootCode, rootTotal: total(rootCode), chapterTotals, itemLines };
}
