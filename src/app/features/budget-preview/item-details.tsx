import { formatQuantity } from '../../../budget/export/format-quantity.ts';
import type { BudgetItem, MeasurementLine } from '../../../budget/model/budget.ts';
import { outlineTexts } from '../../texts.ts';
import { previewHeader } from './preview-format.ts';

/** The measurement line's figure columns, each shown only where some line of the item has it. */
const MEASURE_COLUMNS = [
  { key: 'uds', header: outlineTexts.measurementUds },
  { key: 'longitud', header: previewHeader('LONGITUD') },
  { key: 'anchura', header: previewHeader('ANCHURA') },
  { key: 'altura', header: previewHeader('ALTURA') },
  { key: 'parcial', header: outlineTexts.measurementPartial },
] as const satisfies ReadonlyArray<{ key: keyof MeasurementLine; header: string }>;

/**
 * What opens under an item's title: the rest of its description, whole, the remark the source
 * keeps beside it (`OBSERVACIONES`), and the measurement lines the source gave (comment, units,
 * dimensions, partial), as the budget's report prints them.
 */
export function ItemDetails({
  item,
  description,
}: {
  item: BudgetItem;
  /** The description's lines after the title. */
  description: readonly string[];
}) {
  const lines = item.measurements ?? [];
  const shown = MEASURE_COLUMNS.filter(({ key }) => lines.some((line) => line[key].trim() !== ''));
  return (
    <div className="flex flex-col gap-2 text-muted-foreground">
      {description.length > 0 && (
        <p className="whitespace-pre-line break-words">{description.join('\n')}</p>
      )}
      {item.note !== undefined && (
        <p className="whitespace-pre-line break-words">
          <span className="font-semibold">{outlineTexts.itemNote}</span> {item.note}
        </p>
      )}
      {lines.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full max-w-2xl text-left tabular-nums">
            <caption className="sr-only">{outlineTexts.measurements(item.codigo)}</caption>
            <thead>
              <tr className="border-b border-border text-[0.625rem] uppercase">
                <th scope="col" className="py-0.5 pr-2 font-semibold">
                  {outlineTexts.measurementComment}
                </th>
                {shown.map(({ key, header }) => (
                  <th key={key} scope="col" className="px-2 py-0.5 text-right font-semibold">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {lines.map((line, at) => (
                <tr key={at}>
                  <td className="py-0.5 pr-2 break-words">{line.comment}</td>
                  {shown.map(({ key }) => (
                    <td key={key} className="px-2 py-0.5 text-right whitespace-nowrap">
                      {formatQuantity(line[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
