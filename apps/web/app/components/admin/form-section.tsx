// The kit's section of a settings page: its heading (the region's name for a screen reader), an
// optional line on what it is for, then its form or list. Sections that follow one another are
// set apart by a rule. Styles: admin-form-parts.css.
import { useId, type ReactNode } from 'react';

export function FormSection({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="admin-section" aria-labelledby={id}>
      <h3 id={id} className="admin-section__title">
        {title}
      </h3>
      {intro ? <p className="admin-section__intro">{intro}</p> : null}
      {children}
    </section>
  );
}
