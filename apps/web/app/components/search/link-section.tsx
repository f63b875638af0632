// One titled list of links in the search overlay (categories, posts): nothing when it is empty;
// following a link closes the overlay (`onFollow`).
import { Link } from 'react-router';

export function LinkSection({
  id,
  title,
  links,
  stacked = false,
  onFollow,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  links: ReadonlyArray<{ url: string; title: string }>;
  /** One link a line (long titles) rather than side by side. */
  stacked?: boolean;
  onFollow: () => void;
}) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id} className="search-overlay__section">
      <h3 id={id}>{title}</h3>
      <ul className={`search-overlay__links${stacked ? ' search-overlay__links--stacked' : ''}`}>
        {links.map((link) => (
          <li key={link.url}>
            <Link to={link.url} onClick={onFollow}>
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
