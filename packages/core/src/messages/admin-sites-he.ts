// Hebrew messages of the dashboard's sites page (keys as admin-sites-en.ts). Spread into he.ts.
import type { adminSitesEn } from './admin-sites-en.ts';

export const adminSitesHe: Record<keyof typeof adminSitesEn, string> = {
  'adminNav.sites': 'אתרים',
  'adminSites.title': 'אתרים',
  'adminSites.intro':
    'כל אתר הוא אתר אינטרנט שמציג את הפופאפים שלכם. הדביקו את קטע הקוד שלו בכל עמוד באתר, ואז בדקו עמוד כדי לוודא שהוא שם.',
  'adminSites.addTitle': 'הוספת אתר',
  'adminSites.name': 'שם',
  'adminSites.domains': 'דומיינים מורשים',
  'adminSites.domainsHint':
    'מופרדים בפסיקים או ברווחים, למשל shop.example.com. כולל תת־דומיינים. ריק: כל דומיין.',
  'adminSites.clientId': 'מזהה לקוח (לא חובה)',
  'adminSites.clientIdHint':
    'עוברים מ־Poptin? הזינו את מזהה הלקוח שלכם ב־Poptin כדי שקטע הקוד בעמודים ימשיך לעבוד. ריק: ניצור מזהה בשבילכם.',
  'adminSites.viewLimit': 'מגבלת צפיות חודשית (לא חובה)',
  'adminSites.viewLimitHint':
    'הפופאפים מפסיקים להופיע באתר אחרי מספר הצפיות הזה בחודש. ריק: בלי מגבלה.',
  'adminSites.add': 'הוספת אתר',
  'adminSites.adding': 'מוסיפים…',
  'adminSites.added': 'האתר {name} נוסף',
  'adminSites.emptyTitle': 'אין עדיין אתרים',
  'adminSites.emptyBody':
    'הוסיפו את האתר שבו הפופאפים צריכים להופיע, ואז הדביקו את קטע הקוד שלו בעמודיו.',
  'adminSites.listTitle': 'האתרים שלכם',
  'adminSites.clientIdLabel': 'מזהה לקוח',
  'adminSites.domainsLabel': 'דומיינים',
  'adminSites.anyDomain': 'כל דומיין',
  'adminSites.planLabel': 'צפיות בחודש',
  'adminSites.noLimit': 'בלי מגבלה',
  'adminSites.limit': '{count, plural, one {צפייה אחת} two {# צפיות} other {# צפיות}} בחודש',
  'adminSites.restricted': 'מוגבל: הפופאפים לא מופיעים',
  'adminSites.snippet': 'קטע קוד',
  'adminSites.snippetHint': 'הדביקו אותו לפני </body> בכל עמוד באתר הזה.',
  'adminSites.poptinSnippet': 'קטע הקוד של Poptin, לאתר שעובר אלינו',
  'adminSites.poptinSnippetHint':
    'כבר יש בעמודים שלכם את קטע הקוד של Poptin? שנו רק את הכתובת שבו לזו.',
  'adminSites.copy': 'העתקה',
  'adminSites.copySnippetLabel': 'העתקה: קטע הקוד של {name}',
  'adminSites.copyPoptinLabel': 'העתקה: קטע הקוד של Poptin עבור {name}',
  'adminSites.copied': 'הועתק',
  'adminSites.copyFailed': 'ההעתקה נכשלה: סמנו את הטקסט והעתיקו אותו בעצמכם.',
  'adminSites.checkTitle': 'בדיקת האתר שלי',
  'adminSites.checkAddress': 'כתובת של עמוד באתר {name}',
  'adminSites.checkHint':
    'למשל https://shop.example.com/. השרת טוען את העמוד ומחפש בו את קטע הקוד.',
  'adminSites.check': 'בדיקה',
  'adminSites.checking': 'בודקים…',
  'adminSites.outcome.found': 'קטע הקוד נמצא ב־{url}. הפופאפים שלכם יכולים להופיע שם.',
  'adminSites.outcome.elsewhere':
    'העמוד {url} טוען קטע קוד עם מזהה הלקוח הזה משרת אחר (למשל של Poptin). שנו את הכתובת שבו לכתובת השרת הזה.',
  'adminSites.outcome.missing': 'קטע הקוד לא נמצא ב־{url}. הדביקו אותו לפני </body> ובדקו שוב.',
  'adminSites.outcome.refused': 'אי אפשר לבדוק את {url}: נטענות רק כתובות http ו־https ציבוריות.',
  'adminSites.outcome.unreachable': '{url} לא ענה. בדקו את הכתובת ושהאתר פעיל.',
  'adminSites.outcome.http_error': '{url} ענה בשגיאה ({status}).',
  'adminSites.outcome.http_error_redirects': '{url} הפנה הלאה יותר מדי פעמים.',
  'adminSites.truncated': 'נקרא רק ה־1 MB הראשון של העמוד.',
  'adminSites.domainNotAllowed':
    'הדומיין של העמוד הזה אינו בין הדומיינים המורשים של האתר, ולכן הפופאפים לא יופיעו בו.',
};
