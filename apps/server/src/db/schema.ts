// The whole database as Kysely sees it: every module's tables, composed. A module declares the
// tables it owns in its own tables.ts (and creates them in its migrations/), so only that module's
// files query them (architecture.test.ts); others reach its rows through its index.ts. A table
// declared by two modules, or by none, fails to compile or fails that test.
import type { AccountsTables } from '../modules/accounts/tables.ts';
import type { CartTables } from '../modules/cart/tables.ts';
import type { CatalogTables } from '../modules/catalog/tables.ts';
import type { ContactFormsTables } from '../modules/contact-forms/tables.ts';
import type { ContentTables } from '../modules/content/tables.ts';
import type { CouponsTables } from '../modules/coupons/tables.ts';
import type { DisplayTables } from '../modules/display/tables.ts';
import type { FormsTables } from '../modules/forms/tables.ts';
import type { LeadsTables } from '../modules/leads/tables.ts';
import type { MailingListTables } from '../modules/mailing-list/tables.ts';
import type { MediaTables } from '../modules/media/tables.ts';
import type { NoticesTables } from '../modules/notices/tables.ts';
import type { OrdersTables } from '../modules/orders/tables.ts';
import type { ShopTables } from '../modules/shop/tables.ts';
import type { SitesTables } from '../modules/sites/tables.ts';
import type { StoresTables } from '../modules/stores/tables.ts';
import type { DbTables } from './tables.ts';

export interface Database
  extends
    DbTables,
    ShopTables,
    AccountsTables,
    SitesTables,
    DisplayTables,
    MediaTables,
    CatalogTables,
    CouponsTables,
    CartTables,
    ContentTables,
    ContactFormsTables,
    FormsTables,
    MailingListTables,
    LeadsTables,
    OrdersTables,
    StoresTables,
    NoticesTables {}
