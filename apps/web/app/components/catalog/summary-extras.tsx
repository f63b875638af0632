// The summary's last parts, under the buy button: the accordions (shipping, returns) and the
// share buttons with their counts. Hydrated when they come near the screen (hydrate-when-seen.tsx).
import { ShareButtons, type ShareButtonsProps } from './share-buttons.tsx';
import { SummaryAccordions } from './summary-accordions.tsx';

export default function SummaryExtras(props: ShareButtonsProps) {
  return (
    <>
      <SummaryAccordions />
      <ShareButtons {...props} />
    </>
  );
}
