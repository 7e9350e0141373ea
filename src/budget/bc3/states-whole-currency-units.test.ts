import { describe, expect, it } from 'vitest';
import { readBc3 } from './read-bc3.ts';
import { splitBc3Records } from './split-bc3-records.ts';
import { statesWholeCurrencyUnits } from './states-whole-currency-units.ts';

const read = (text: string) => readBc3(splitBc3Records(text));

describe('statesWholeCurrencyUnits', () => {
  const pesetas =
    '~V|SOFT S.A.|FIEBDC-3/95|Presto 7.00|\n~C|OBRA##|||845180002|\n~C|1#||Capítulo|173286463|\n~C|0010|M3|Carga|224.06|\n';

  it('is true without ~K when the root and every chapter state whole numbers, whatever the unit prices', () => {
    expect(statesWholeCurrencyUnits(read(pesetas), 'OBRA')).toBe(true);
  });

  it('is false when a chapter states cents, when ~K declares decimals, or when the root states nothing', () => {
    expect(statesWholeCurrencyUnits(read(pesetas.replace('173286463', '1732864.63')), 'OBRA')).toBe(
      false,
    );
    expect(
      statesWholeCurrencyUnits(read(pesetas + '~K|\\2\\2\\3\\2\\2\\2\\2\\EUR\\|0|\n'), 'OBRA'),
    ).toBe(false);
    expect(statesWholeCurrencyUnits(read(pesetas.replace('845180002', '')), 'OBRA')).toBe(false);
  });
});
