// A customer's address as people of its country write it (issue 26: a US address read
// "94105 San Francisco / California"): the order of street, city, state and postcode and the
// separators between them come from @fragaria/address-formatter (OpenCage's address templates,
// maintained per country). Its own subpath of core (`@pinwheel/core/address-format`), never the
// package's index: the templates are ~300 KB and only the server formats addresses.
import addressFormatter from '@fragaria/address-formatter';

export interface AddressParts {
  /** The person, then the company: lines of their own above the address. */
  name: string;
  company: string;
  /** The street line(s) as typed ("500 Howard St", "Apt 4"). */
  street: string;
  street2: string;
  city: string;
  postcode: string;
  /** The state's code ("CA") and its name ("California"); empty where the country has none. */
  stateCode: string;
  stateName: string;
  /** ISO 3166-1 alpha-2 ("US"); empty when unknown. */
  countryCode: string;
  /** The country's name in the reader's language: the last line. */
  countryName: string;
}

/** The address's lines, in the country's order; empty parts leave no empty line. */
export function addressLines(parts: AddressParts): string[] {
  const place = parts.countryCode
    ? addressFormatter.format(
        {
          road: parts.street,
          city: parts.city,
          postcode: parts.postcode,
          state: parts.stateName,
          stateCode: parts.stateCode,
          countryCode: parts.countryCode,
        },
        { output: 'array' },
      )
    : [parts.street, [parts.postcode, parts.city].filter(Boolean).join(' ')];
  // The second street line goes under the first, wherever the country puts the street.
  const streetAt = place.indexOf(parts.street);
  const withStreet2 = parts.street2
    ? streetAt >= 0
      ? [...place.slice(0, streetAt + 1), parts.street2, ...place.slice(streetAt + 1)]
      : [parts.street2, ...place]
    : place;
  return [parts.name, parts.company, ...withStreet2, parts.countryName]
    .map((line) => line.trim())
    .filter(Boolean);
}
