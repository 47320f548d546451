import { Box, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { summarize } from './stats';

const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 24, left: 32 };

/** Visually hidden but read by screen readers (px strings: in sx, 1 would mean 100%). */
const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Round-ish step for the value axis. */
function niceMax(max: number): number {
  if (max <= 4) return Math.max(max, 1);
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => max <= s * 4) ?? magnitude * 10;
  return Math.ceil(max / step) * step;
}

/**
 * Sign-ups per day as an SVG bar chart: summarised for assistive technology (role="img"
 * with a title and description), with the numbers in a table read by screen readers.
 */
export const SignupsChart = ({ days }: { days: { date: string; count: number }[] }) => {
  const translate = useTranslate();
  // Drawn at the width it is shown at, so labels keep their size on a phone.
  const figure = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(600);
  useEffect(() => {
    const element = figure.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const titleId = useId();
  const descId = useId();
  const { total, peak } = summarize(days);
  // Our own month names: browsers' Uzbek date formats are incomplete ("M10 23").
  const formatDay = (date: string) => {
    const [, month, day] = date.split('-').map(Number);
    return translate('hashar.dashboard.day', { day, month: translate(`hashar.months.m${month}`) });
  };
  const shortDay = (date: string) => date.slice(8, 10) + '.' + date.slice(5, 7);
  const top = niceMax(peak.count);
  const plotW = width - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(days.length, 1);
  const barW = Math.max(slot * 0.7, 1);
  const y = (value: number) => PAD.top + plotH - (value / top) * plotH;
  const ticks = [0, top / 2, top].filter((v, i, all) => all.indexOf(v) === i && Number.isInteger(v));
  const summary =
    total > 0
      ? translate('hashar.dashboard.signups_summary', { total, max: peak.count, date: formatDay(peak.date) })
      : translate('hashar.dashboard.signups_empty');

  return (
    <Box component="figure" ref={figure} sx={{ m: 0, position: 'relative' }}>
      <Box
        component="svg"
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        data-testid="signups-chart"
        sx={{
          width: '100%',
          height: 'auto',
          display: 'block',
          color: 'primary.main',
          overflow: 'visible',
          '& .axis': { fill: (theme) => theme.palette.text.secondary, fontSize: 11 },
          '& .grid': { stroke: (theme) => theme.palette.divider },
        }}
      >
        <title id={titleId}>{translate('hashar.dashboard.signups_title')}</title>
        <desc id={descId}>{summary}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line className="grid" x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} />
            <text className="axis" x={PAD.left - 6} y={y(tick) + 4} textAnchor="end">
              {tick}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          const x = PAD.left + index * slot + (slot - barW) / 2;
          const h = (day.count / top) * plotH;
          return (
            <rect
              key={day.date}
              x={x}
              y={y(day.count)}
              width={barW}
              height={Math.max(h, day.count > 0 ? 1 : 0)}
              rx={1.5}
              fill="currentColor"
            >
              <title>{`${formatDay(day.date)}: ${day.count}`}</title>
            </rect>
          );
        })}
        {days.map((day, index) =>
          // A label a week apart, counted back from today so today is always labelled.
          (days.length - 1 - index) % 7 === 0 ? (
            <text key={`label-${day.date}`} className="axis" x={PAD.left + index * slot + slot / 2} y={HEIGHT - 6} textAnchor="middle">
              {shortDay(day.date)}
            </text>
          ) : null,
        )}
      </Box>
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {summary}
      </Typography>
      <Box component="table" sx={srOnly}>
        <caption>{translate('hashar.dashboard.signups_title')}</caption>
        <thead>
          <tr>
            <th scope="col">{translate('hashar.dashboard.date')}</th>
            <th scope="col">{translate('hashar.dashboard.count')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDay(day.date)}</th>
              <td>{day.count}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
};
