// The spec's hidden attribution inputs (configured prefix + field name). The server fills them
// from the tracker's cookies, so a form posted without JavaScript carries them; once the page runs,
// they are read again from the cookies, and again when the tracker has written this page view.
import { attributionFromCookies } from '@pinwheel/core';
import { useEffect, useState } from 'react';
import type { CheckoutPageData } from '../../context/checkout.ts';
import { readCookies } from './read-cookies.ts';
import { VISIT_TRACKED_EVENT } from '../visit-tracked.ts';

export function AttributionInputs({
  attribution,
}: {
  attribution: CheckoutPageData['attribution'];
}) {
  const [fields, setFields] = useState(attribution?.fields ?? {});
  useEffect(() => {
    if (!attribution) return;
    const read = () =>
      setFields(attributionFromCookies(readCookies(document.cookie)) as Record<string, string>);
    read();
    // The tracker's code arrives after the page starts: read again once it has written this view.
    window.addEventListener(VISIT_TRACKED_EVENT, read);
    return () => window.removeEventListener(VISIT_TRACKED_EVENT, read);
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
