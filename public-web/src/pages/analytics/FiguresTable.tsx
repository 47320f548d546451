import { ANALYTICS_METRICS, type AnalyticsFigures } from '@hashar/common';
import { useI18n } from '../../i18n';
import { numberFormat } from '../../i18n/numbers';

/** One line of a figures table: its key (the row's data attribute), its name and its figures. */
export interface FiguresLine {
  key: string;
  name: string;
  figures: AnalyticsFigures;
}

/** A table of lines × every figure (the regions', a region's districts'): a name column, then one column per metric. */
export function FiguresTable({
  caption,
  nameHeader,
  lines,
  rowAttribute,
  captionHidden = false,
}: {
  caption: string;
  /** The caption for screen readers only (the page shows the text above the scrolling table, where a phone sees it whole). */
  captionHidden?: boolean;
  nameHeader: string;
  lines: readonly FiguresLine[];
  /** The data attribute naming each row (`data-region`, `data-district`). */
  rowAttribute: 'data-region' | 'data-district';
}) {
  const { t, locale } = useI18n();
  const number = numberFormat(locale, { maximumFractionDigits: 1 });
  return (
    <table>
      <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{nameHeader}</th>
          {ANALYTICS_METRICS.map((m) => (
            <th scope="col" key={m}>
              {t(`analytics.metric.${m}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key} {...{ [rowAttribute]: line.key }}>
            <th scope="row">{line.name}</th>
            {ANALYTICS_METRICS.map((m) => (
              <td key={m}>{number.format(line.figures[m])}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
