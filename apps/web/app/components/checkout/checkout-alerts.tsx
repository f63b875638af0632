// What stands in the way of the order, above the form: the lines that cannot be bought as they
// stand, and the server's refusal of the last post. A refusal takes focus, so a keyboard or screen
// reader user hears it at once, after each post that was refused.
import { useEffect, useRef } from 'react';

export function CheckoutAlerts(props: {
  problems: string[];
  refusal: { message: string | null } | undefined;
}) {
  const { refusal } = props;
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal?.message) alertRef.current?.focus();
  }, [refusal]);
  return (
    <>
      {props.problems.length ? (
        <div className="checkout__alert" role="alert">
          {props.problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      ) : null}
      {refusal?.message ? (
        <div className="checkout__alert" role="alert" tabIndex={-1} ref={alertRef}>
          <p>{refusal.message}</p>
        </div>
      ) : null}
    </>
  );
}
