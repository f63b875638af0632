// The page indicator in the spec's three styles: connector (steps joined by a line, with their
// titles), circles (numbered circles with titles) and progress (a bar with "Step n of m" and the
// page's title). Only the pages the visitor walks through are counted (skipped ones are not).
import { webFormMessage, type Language, type PageIndicatorStyle } from '@pinwheel/core/web-forms';

export interface IndicatorProps {
  style: PageIndicatorStyle;
  titles: string[];
  current: number;
  lang: Language;
}

export function PageIndicator({ style, titles, current, lang }: IndicatorProps) {
  if (style === 'none' || titles.length < 2) return null;
  if (style === 'progress') {
    const percent = Math.round(((current + 1) / titles.length) * 100);
    return (
      <div className="pw-wf__indicator pw-wf__indicator--progress">
        <p className="pw-wf__step-of">
          <span>
            {webFormMessage(lang, 'stepOf', { current: current + 1, total: titles.length })}
          </span>
          {titles[current] ? <span className="pw-wf__step-title"> — {titles[current]}</span> : null}
        </p>
        <div
          className="pw-wf__bar"
          role="progressbar"
          aria-valuemin={1}
          aria-valuemax={titles.length}
          aria-valuenow={current + 1}
          aria-label={webFormMessage(lang, 'pageOf', {
            current: current + 1,
            total: titles.length,
          })}
        >
          <div className="pw-wf__bar-fill" style={{ width: `${percent}%` }} />
        </div>
      </div>
    );
  }
  return (
    <ol
      className={`pw-wf__indicator pw-wf__indicator--${style}`}
      aria-label={webFormMessage(lang, 'pageOf', { current: current + 1, total: titles.length })}
    >
      {titles.map((title, index) => (
        <li
          key={index}
          className={index === current ? 'is-current' : index < current ? 'is-done' : ''}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="pw-wf__step-number">{index + 1}</span>
          <span className="pw-wf__step-label">{title}</span>
        </li>
      ))}
    </ol>
  );
}
