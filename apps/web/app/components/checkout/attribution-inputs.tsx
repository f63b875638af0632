// The spec's hidden attribution inputs (configured prefix + field name). The server fills them
// from the tracker's cookies, so a form posted without JavaScript carries them; once the page runs,
// they are read again from the cookies the tracker has just written.
import { attributionFromCookies } from '@pinwheel/core';
import { useEffect, useState } from 'react';
import type { CheckoutPageData } from '../../context/checkout.ts';
import { readCookies } from './read-cookies.ts';

export function AttributionInputs({
  attribution,
}: {
  attribution: CheckoutPageData['attribution'];
}) {
  const [fields, setFields] = useState(attribution?.fields ?? {});
  useEffect(() => {
    if (attribution)
      setFields(attributionFromCookies(readCookies(document.cookie)) as Record<string, string>);
  }, [attribution]);
  if (!attribution) return null;
  return (
    <>
      {attribution.names.map((name) => (
        <input
          key={name}
          type="hidden"
          name={attribution.prefix + name}
          value={fields[name] ?? ''}
        />
      ))}
    </>
  );
}
