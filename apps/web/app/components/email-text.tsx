// An email address that wraps only where a reader expects it to: after the @ and before a dot
// (dana.levi@<wbr>shop<wbr>.example), never in the middle of a word, in narrow receipt cells and
// table columns alike. Isolated (bdi), so it reads left to right inside Hebrew text.
import { Fragment } from 'react';

export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=\.)|(?<=@)/);
  return (
    <bdi className="email-text">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </bdi>
  );
}
