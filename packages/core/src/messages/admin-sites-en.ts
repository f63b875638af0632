// English messages of the dashboard's sites page (/admin/sites). Spread into en.ts.
export const adminSitesEn = {
  'adminNav.sites': 'Sites',
  'adminSites.title': 'Sites',
  'adminSites.intro':
    'Each site is a website that shows your popups. Paste its snippet on every page of that website, then check a page to see it is there.',
  'adminSites.addTitle': 'Add a site',
  'adminSites.name': 'Name',
  'adminSites.domains': 'Allowed domains',
  'adminSites.domainsHint':
    'Separated by commas or spaces, such as shop.example.com. Subdomains are included. Empty: any domain.',
  'adminSites.clientId': 'Client id (optional)',
  'adminSites.clientIdHint':
    "Moving from Poptin? Enter your Poptin client id so your pages' snippet keeps working. Empty: one is made for you.",
  'adminSites.viewLimit': 'Monthly view limit (optional)',
  'adminSites.viewLimitHint':
    'Popups stop showing on this site after this many views in a month. Empty: no limit.',
  'adminSites.add': 'Add site',
  'adminSites.adding': 'Adding…',
  'adminSites.added': 'Site {name} added',
  'adminSites.emptyTitle': 'No sites yet',
  'adminSites.emptyBody':
    'Add the website where your popups should show, then paste its snippet on its pages.',
  'adminSites.listTitle': 'Your sites',
  'adminSites.clientIdLabel': 'Client id',
  'adminSites.domainsLabel': 'Domains',
  'adminSites.anyDomain': 'Any domain',
  'adminSites.planLabel': 'Monthly views',
  'adminSites.noLimit': 'No limit',
  'adminSites.limit': '{count, plural, one {# view} other {# views}} a month',
  'adminSites.restricted': 'Restricted: popups do not show',
  'adminSites.snippet': 'Snippet',
  'adminSites.snippetHint': 'Paste it before </body> on every page of this site.',
  'adminSites.poptinSnippet': "Poptin's snippet, for a site moving over",
  'adminSites.poptinSnippetHint':
    "Already have Poptin's snippet on your pages? Change only its address to this one.",
  'adminSites.copy': 'Copy',
  'adminSites.copySnippetLabel': 'Copy the snippet of {name}',
  'adminSites.copyPoptinLabel': "Copy Poptin's snippet of {name}",
  'adminSites.copied': 'Copied',
  'adminSites.copyFailed': 'Could not copy: select the text and copy it yourself.',
  'adminSites.checkTitle': 'Check my site',
  'adminSites.checkAddress': 'Address of a page of {name}',
  'adminSites.checkHint':
    'Such as https://shop.example.com/. The server loads this page and looks for the snippet.',
  'adminSites.check': 'Check',
  'adminSites.checking': 'Checking…',
  'adminSites.outcome.found': 'The snippet is on {url}. Your popups can show there.',
  'adminSites.outcome.elsewhere':
    "{url} loads a snippet with this client id from another server (Poptin's, say). Change its address to this server's.",
  'adminSites.outcome.missing':
    'The snippet is not on {url}. Paste it before </body> and check again.',
  'adminSites.outcome.refused':
    '{url} cannot be checked: only public http and https addresses are loaded.',
  'adminSites.outcome.unreachable':
    '{url} did not answer. Check the address and that the site is up.',
  'adminSites.outcome.http_error': '{url} answered with an error ({status}).',
  'adminSites.outcome.http_error_redirects': '{url} redirected too many times.',
  'adminSites.truncated': 'Only the first 1 MB of the page was read.',
  'adminSites.domainNotAllowed':
    "This page's domain is not among the site's allowed domains, so popups will not show there.",
} as const;
