// Generated from the server's OpenAPI document by `npm run api-types` (packages/client):
// do not edit. apps/server/src/cli/api-types.test.ts fails when it no longer matches the routes.
export interface paths {
  '/api/admin/cart-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The cart settings */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              settings: {
                redirect_after_add: boolean;
              };
            };
          };
        };
      };
    };
    /** Change the cart settings (redirect_after_add: go to the cart after an add) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            redirect_after_add: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              settings: {
                redirect_after_add: boolean;
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/catalog-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The catalog’s settings: currency, swatches, reviews, store notice, coming soon, search overlay */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              coming_soon: boolean;
              currency: string;
              per_page: number;
              related_posts: {
                /** @enum {string} */
                layout: 'grid' | 'list';
                show_context: boolean;
                show_date: boolean;
                show_thumbnails: boolean;
              };
              reviews: {
                moderation: boolean;
                ratings_required: boolean;
                required_rating_text: string | null;
              };
              search: {
                category_slugs: string[];
                keywords: string[];
                keywords_he: string[];
                promo: {
                  enabled: boolean;
                  text: string | null;
                  text_he: string | null;
                  title: string | null;
                  title_he: string | null;
                  url: string;
                };
              };
              store_notice: {
                enabled: boolean;
                id: string;
                text: string;
                text_he: string | null;
              };
              swatches: {
                clear_on_reselect: boolean;
                clickable_out_of_stock: boolean;
                deselect_unavailable: boolean;
                disable_out_of_stock: boolean;
                out_of_stock_tooltip_text: string | null;
                show_variation_label: boolean;
                show_variation_stock: boolean;
                stock_label_threshold: number;
                unavailable_tooltip_text: string | null;
                variation_label_separator: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    /** Save the catalog’s settings (every field; GET them, change, PUT them back) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            coming_soon: boolean;
            currency: string;
            per_page: number;
            related_posts: {
              /** @enum {string} */
              layout: 'grid' | 'list';
              show_context: boolean;
              show_date: boolean;
              show_thumbnails: boolean;
            };
            reviews: {
              moderation: boolean;
              ratings_required: boolean;
              required_rating_text: string | null;
            };
            search: {
              category_slugs: string[];
              keywords: string[];
              keywords_he: string[];
              promo: {
                enabled: boolean;
                text: string | null;
                text_he: string | null;
                title: string | null;
                title_he: string | null;
                url: string;
              };
            };
            store_notice: {
              enabled: boolean;
              id: string;
              text: string;
              text_he: string | null;
            };
            swatches: {
              clear_on_reselect: boolean;
              clickable_out_of_stock: boolean;
              deselect_unavailable: boolean;
              disable_out_of_stock: boolean;
              out_of_stock_tooltip_text: string | null;
              show_variation_label: boolean;
              show_variation_stock: boolean;
              stock_label_threshold: number;
              unavailable_tooltip_text: string | null;
              variation_label_separator: string;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              coming_soon: boolean;
              currency: string;
              per_page: number;
              related_posts: {
                /** @enum {string} */
                layout: 'grid' | 'list';
                show_context: boolean;
                show_date: boolean;
                show_thumbnails: boolean;
              };
              reviews: {
                moderation: boolean;
                ratings_required: boolean;
                required_rating_text: string | null;
              };
              search: {
                category_slugs: string[];
                keywords: string[];
                keywords_he: string[];
                promo: {
                  enabled: boolean;
                  text: string | null;
                  text_he: string | null;
                  title: string | null;
                  title_he: string | null;
                  url: string;
                };
              };
              store_notice: {
                enabled: boolean;
                id: string;
                text: string;
                text_he: string | null;
              };
              swatches: {
                clear_on_reselect: boolean;
                clickable_out_of_stock: boolean;
                deselect_unavailable: boolean;
                disable_out_of_stock: boolean;
                out_of_stock_tooltip_text: string | null;
                show_variation_label: boolean;
                show_variation_stock: boolean;
                stock_label_threshold: number;
                unavailable_tooltip_text: string | null;
                variation_label_separator: string;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/contact-form-messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The newest messages sent through contact forms (200 at most) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              messages: {
                created_at: number;
                fields: {
                  [key: string]: string[];
                };
                files: {
                  field: string;
                  name: string;
                  size: number;
                }[];
                form_id: string;
                form_name: string;
                id: string;
                mail_state: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/contact-form-messages/{id}/files/{index}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download one of a message's files */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          index: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/contact-forms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every contact form */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              forms: {
                created_at: number;
                definition: {
                  [key: string]: unknown;
                };
                id: string;
                mail_to: string | null;
                name: string;
                updated_at: number;
                version: number;
              }[];
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    /** Create a contact form: fields with types, and rules beyond what they imply */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            definition: {
              fields: {
                accept?: string[];
                help?: {
                  en?: string;
                  he?: string;
                };
                label: {
                  en?: string;
                  he?: string;
                };
                max?: number;
                maxFileSize?: number;
                maxLength?: number;
                min?: number;
                minLength?: number;
                name: string;
                options?: string[];
                required?: boolean;
                /** @enum {string} */
                type:
                  | 'text'
                  | 'email'
                  | 'url'
                  | 'tel'
                  | 'number'
                  | 'date'
                  | 'time'
                  | 'textarea'
                  | 'select'
                  | 'radio'
                  | 'checkbox'
                  | 'acceptance'
                  | 'file';
              }[];
              /** @default [] */
              rules?: components['schemas']['ContactFormRuleInput'][];
            };
            /** @default null */
            mail_to?: string | null;
            name: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              form: {
                created_at: number;
                definition: {
                  [key: string]: unknown;
                };
                id: string;
                mail_to: string | null;
                name: string;
                updated_at: number;
                version: number;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/contact-forms/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a contact form and the messages sent through it */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/leads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Leads, newest first, a page at a time (?cursor= the nextCursor); q searches emails, field values and pages */
    get: {
      parameters: {
        query?: {
          before?: number;
          cursor?: string;
          limit?: number;
          q?: string;
          site?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: unknown[];
              /** @description the same as items, for callers written before */
              leads: unknown[];
              nextCursor: string | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/leads.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Leads as CSV (UTF-8 with BOM, formulas neutralised) */
    get: {
      parameters: {
        query?: {
          before?: number;
          cursor?: string;
          limit?: number;
          q?: string;
          site?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/leads/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One lead with its fields and delivery states */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              lead: unknown;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/mailing-lists': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every mailing list */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              lists: {
                consent_text: {
                  en?: string;
                  he?: string;
                };
                created_at: number;
                double_opt_in: boolean;
                id: string;
                name: string;
                updated_at: number;
              }[];
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    /** Create a mailing list */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            consent_text: {
              en?: string;
              he?: string;
            };
            /** @default false */
            double_opt_in?: boolean;
            name: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              list: {
                consent_text: {
                  en?: string;
                  he?: string;
                };
                created_at: number;
                double_opt_in: boolean;
                id: string;
                name: string;
                updated_at: number;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/mailing-lists/{listId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a list: its name, double opt-in, consent words */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          listId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            consent_text?: {
              en?: string;
              he?: string;
            };
            double_opt_in?: boolean;
            name?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              list: {
                consent_text: {
                  en?: string;
                  he?: string;
                };
                created_at: number;
                double_opt_in: boolean;
                id: string;
                name: string;
                updated_at: number;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/admin/mailing-lists/{listId}/subscribers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A list's subscribers, with their consent text and time */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          listId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              subscribers: {
                confirmation_mail: string | null;
                confirmed_at: number | null;
                consent_text: string;
                consented_at: number;
                email: string;
                first_name: string;
                id: string;
                last_name: string;
                source: string;
                status: string;
                telephone: string;
                unsubscribed_at: number | null;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/mailing-lists/{listId}/subscribers.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A list's subscribers as CSV */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          listId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/order-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The checkout’s settings: shipping, payments, attribution, instalments */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /**
               * @default {
               *       "enabled": true,
               *       "prefix": "pinwheel_attribution_",
               *       "fields": [
               *         "type",
               *         "source",
               *         "medium",
               *         "campaign",
               *         "content",
               *         "term",
               *         "id",
               *         "platform",
               *         "format",
               *         "tactic",
               *         "referrer",
               *         "session_entry",
               *         "session_start_time",
               *         "session_pages",
               *         "session_count",
               *         "user_agent"
               *       ]
               *     }
               */
              attribution: {
                /** @default true */
                enabled: boolean;
                /**
                 * @default [
                 *       "type",
                 *       "source",
                 *       "medium",
                 *       "campaign",
                 *       "content",
                 *       "term",
                 *       "id",
                 *       "platform",
                 *       "format",
                 *       "tactic",
                 *       "referrer",
                 *       "session_entry",
                 *       "session_start_time",
                 *       "session_pages",
                 *       "session_count",
                 *       "user_agent"
                 *     ]
                 */
                fields: (
                  | 'type'
                  | 'source'
                  | 'medium'
                  | 'campaign'
                  | 'content'
                  | 'term'
                  | 'id'
                  | 'platform'
                  | 'format'
                  | 'tactic'
                  | 'referrer'
                  | 'session_entry'
                  | 'session_start_time'
                  | 'session_pages'
                  | 'session_count'
                  | 'user_agent'
                )[];
                /** @default pinwheel_attribution_ */
                prefix: string;
              };
              /**
               * @default {
               *       "enabled": true,
               *       "key": "local",
               *       "count": 4,
               *       "min_amount": 3000,
               *       "max_amount": 200000
               *     }
               */
              instalments: {
                /** @default 4 */
                count: number;
                /** @default true */
                enabled: boolean;
                /** @default local */
                key: string;
                /** @default 200000 */
                max_amount: number;
                /** @default 3000 */
                min_amount: number;
              };
              /**
               * @default {
               *       "cash_on_delivery": true,
               *       "bank_transfer": true,
               *       "bank_details": "Pinwheel Goods Ltd · IBAN GB00 PINW 0000 0000 0000 00"
               *     }
               */
              payments: {
                /** @default Pinwheel Goods Ltd · IBAN GB00 PINW 0000 0000 0000 00 */
                bank_details: string;
                /** @default true */
                bank_transfer: boolean;
                /** @default true */
                cash_on_delivery: boolean;
              };
              /**
               * @default {
               *       "flat_rate": 500,
               *       "free_above": 5000
               *     }
               */
              shipping: {
                /** @default 500 */
                flat_rate: number;
                /** @default 5000 */
                free_above: number | null;
              };
              /** @default US */
              store_country: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    /** Save the checkout’s settings */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            attribution: {
              enabled: boolean;
              fields: (
                | 'type'
                | 'source'
                | 'medium'
                | 'campaign'
                | 'content'
                | 'term'
                | 'id'
                | 'platform'
                | 'format'
                | 'tactic'
                | 'referrer'
                | 'session_entry'
                | 'session_start_time'
                | 'session_pages'
                | 'session_count'
                | 'user_agent'
              )[];
              prefix: string;
            };
            instalments: {
              count: number;
              enabled: boolean;
              key: string;
              max_amount: number;
              min_amount: number;
            };
            payments: {
              bank_details: string;
              bank_transfer: boolean;
              cash_on_delivery: boolean;
            };
            shipping: {
              flat_rate: number;
              free_above: number | null;
            };
            store_country: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /**
               * @default {
               *       "enabled": true,
               *       "prefix": "pinwheel_attribution_",
               *       "fields": [
               *         "type",
               *         "source",
               *         "medium",
               *         "campaign",
               *         "content",
               *         "term",
               *         "id",
               *         "platform",
               *         "format",
               *         "tactic",
               *         "referrer",
               *         "session_entry",
               *         "session_start_time",
               *         "session_pages",
               *         "session_count",
               *         "user_agent"
               *       ]
               *     }
               */
              attribution: {
                /** @default true */
                enabled: boolean;
                /**
                 * @default [
                 *       "type",
                 *       "source",
                 *       "medium",
                 *       "campaign",
                 *       "content",
                 *       "term",
                 *       "id",
                 *       "platform",
                 *       "format",
                 *       "tactic",
                 *       "referrer",
                 *       "session_entry",
                 *       "session_start_time",
                 *       "session_pages",
                 *       "session_count",
                 *       "user_agent"
                 *     ]
                 */
                fields: (
                  | 'type'
                  | 'source'
                  | 'medium'
                  | 'campaign'
                  | 'content'
                  | 'term'
                  | 'id'
                  | 'platform'
                  | 'format'
                  | 'tactic'
                  | 'referrer'
                  | 'session_entry'
                  | 'session_start_time'
                  | 'session_pages'
                  | 'session_count'
                  | 'user_agent'
                )[];
                /** @default pinwheel_attribution_ */
                prefix: string;
              };
              /**
               * @default {
               *       "enabled": true,
               *       "key": "local",
               *       "count": 4,
               *       "min_amount": 3000,
               *       "max_amount": 200000
               *     }
               */
              instalments: {
                /** @default 4 */
                count: number;
                /** @default true */
                enabled: boolean;
                /** @default local */
                key: string;
                /** @default 200000 */
                max_amount: number;
                /** @default 3000 */
                min_amount: number;
              };
              /**
               * @default {
               *       "cash_on_delivery": true,
               *       "bank_transfer": true,
               *       "bank_details": "Pinwheel Goods Ltd · IBAN GB00 PINW 0000 0000 0000 00"
               *     }
               */
              payments: {
                /** @default Pinwheel Goods Ltd · IBAN GB00 PINW 0000 0000 0000 00 */
                bank_details: string;
                /** @default true */
                bank_transfer: boolean;
                /** @default true */
                cash_on_delivery: boolean;
              };
              /**
               * @default {
               *       "flat_rate": 500,
               *       "free_above": 5000
               *     }
               */
              shipping: {
                /** @default 500 */
                flat_rate: number;
                /** @default 5000 */
                free_above: number | null;
              };
              /** @default US */
              store_country: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Orders, newest first, 50 a page */
    get: {
      parameters: {
        query?: {
          page?: number;
          status?: 'pending' | 'on-hold' | 'processing' | 'completed' | 'cancelled' | 'refunded';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              orders: {
                attribution: {
                  [key: string]: string;
                };
                billing: {
                  address_1: string;
                  address_2: string;
                  city: string;
                  company: string;
                  country: string;
                  first_name: string;
                  last_name: string;
                  postcode: string;
                  state: string;
                };
                coupon_lines: {
                  code: string;
                  discount: number;
                }[];
                created_at: number;
                currency: string;
                discount_total: number;
                due_now: number;
                email: string;
                id: string;
                lines: {
                  deposit: {
                    due_now: number;
                    installments: number;
                    name: string;
                    percent: number;
                  } | null;
                  line_total: number;
                  options: string;
                  pre_order_label: string | null;
                  product_id: string;
                  quantity: number;
                  sku: string;
                  title: string;
                  unit_price: number;
                  variation_id: number;
                }[];
                note: string;
                number: string;
                payment_method: string;
                phone: string;
                shipping: {
                  address_1: string;
                  address_2: string;
                  city: string;
                  company: string;
                  country: string;
                  first_name: string;
                  last_name: string;
                  postcode: string;
                  state: string;
                };
                shipping_method: string;
                shipping_total: number;
                status: string;
                subtotal: number;
                total: number;
                updated_at: number;
              }[];
              page: number;
              total: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One order with the mails it sent or kept */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              mails: {
                body: string;
                created_at: number;
                id: string;
                recipient: string;
                /** @enum {string} */
                state: 'sent' | 'kept' | 'failed';
                subject: string;
              }[];
              order: {
                attribution: {
                  [key: string]: string;
                };
                billing: {
                  address_1: string;
                  address_2: string;
                  city: string;
                  company: string;
                  country: string;
                  first_name: string;
                  last_name: string;
                  postcode: string;
                  state: string;
                };
                coupon_lines: {
                  code: string;
                  discount: number;
                }[];
                created_at: number;
                currency: string;
                discount_total: number;
                due_now: number;
                email: string;
                id: string;
                lines: {
                  deposit: {
                    due_now: number;
                    installments: number;
                    name: string;
                    percent: number;
                  } | null;
                  line_total: number;
                  options: string;
                  pre_order_label: string | null;
                  product_id: string;
                  quantity: number;
                  sku: string;
                  title: string;
                  unit_price: number;
                  variation_id: number;
                }[];
                note: string;
                number: string;
                payment_method: string;
                phone: string;
                shipping: {
                  address_1: string;
                  address_2: string;
                  city: string;
                  company: string;
                  country: string;
                  first_name: string;
                  last_name: string;
                  postcode: string;
                  state: string;
                };
                shipping_method: string;
                shipping_total: number;
                status: string;
                subtotal: number;
                total: number;
                updated_at: number;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change an order’s status */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'pending' | 'on-hold' | 'processing' | 'completed' | 'cancelled' | 'refunded';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              order: {
                attribution: {
                  [key: string]: string;
                };
                billing: {
                  address_1: string;
                  address_2: string;
                  city: string;
                  company: string;
                  country: string;
                  first_name: string;
                  last_name: string;
                  postcode: string;
                  state: string;
                };
                coupon_lines: {
                  code: string;
                  discount: number;
                }[];
                created_at: number;
                currency: string;
                discount_total: number;
                due_now: number;
                email: string;
                id: string;
                lines: {
                  deposit: {
                    due_now: number;
                    installments: number;
                    name: string;
                    percent: number;
                  } | null;
                  line_total: number;
                  options: string;
                  pre_order_label: string | null;
                  product_id: string;
                  quantity: number;
                  sku: string;
                  title: string;
                  unit_price: number;
                  variation_id: number;
                }[];
                note: string;
                number: string;
                payment_method: string;
                phone: string;
                shipping: {
                  address_1: string;
                  address_2: string;
                  city: string;
                  company: string;
                  country: string;
                  first_name: string;
                  last_name: string;
                  postcode: string;
                  state: string;
                };
                shipping_method: string;
                shipping_total: number;
                status: string;
                subtotal: number;
                total: number;
                updated_at: number;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/popups/{popupId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One popup */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          popupId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              popup: {
                created_at: number;
                id: string;
                popup: {
                  [key: string]: unknown;
                };
                site_id: string;
                /** @enum {string} */
                status: 'draft' | 'live' | 'paused';
                updated_at: number;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Delete a popup */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          popupId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Change a popup: its status, and/or its whole popup data */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          popupId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            popup?: {
              ab_test?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              ab_test_parent_id?: string | null;
              account_id?: string;
              auto_pilot_trigger?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              cookie?: string;
              cookie_filter?: {
                cookie_name_pair: string;
                cookie_show_pair: string;
                cookie_value_pair: string;
              }[];
              d_f_a?:
                | {
                    /** @enum {string} */
                    rule: 'display_once_a_visitor_2';
                  }
                | {
                    days: number;
                    /** @enum {string} */
                    rule: 'display_once_every_few_days_3';
                  }
                | {
                    /** @enum {string} */
                    rule: 'display_once_every_few_visiting_4';
                    visits: number;
                  }
                | {
                    /** @enum {string} */
                    rule: 'display_everytime_everypage_5';
                  };
              d_f_r?:
                | {
                    /** @enum {string} */
                    rule: 'display_once_a_visitor_2';
                  }
                | {
                    days: number;
                    /** @enum {string} */
                    rule: 'display_once_every_few_days_3';
                  }
                | {
                    /** @enum {string} */
                    rule: 'display_once_every_few_visiting_4';
                    visits: number;
                  }
                | {
                    /** @enum {string} */
                    rule: 'display_everytime_everypage_5';
                  };
              design?: {
                blocks: (
                  | {
                      level: 1 | 2 | 3;
                      text: string;
                      /** @enum {string} */
                      type: 'heading';
                    }
                  | {
                      text: string;
                      /** @enum {string} */
                      type: 'text';
                    }
                  | {
                      alt: string;
                      height?: number;
                      src: string;
                      /** @enum {string} */
                      type: 'image';
                      width?: number;
                    }
                  | {
                      /** @enum {string} */
                      action: 'submit' | 'close' | 'link';
                      href?: string;
                      label: string;
                      /** @enum {string} */
                      type: 'button';
                    }
                  | {
                      consent?: string;
                      fields: {
                        /** @enum {string} */
                        email_validation?:
                          'no-validation' | 'check-typos' | 'business-email' | 'typos-business';
                        /** @enum {string} */
                        kind:
                          | 'email'
                          | 'name'
                          | 'phone'
                          | 'text'
                          | 'textarea'
                          | 'number'
                          | 'date'
                          | 'birthday'
                          | 'url'
                          | 'select'
                          | 'checkbox'
                          | 'radio'
                          | 'hidden';
                        label: string;
                        name?: string;
                        options?: string[];
                        /** @enum {string} */
                        phone_validation?: 'basic' | 'advanced' | 'international';
                        placeholder?: string;
                        required?: boolean;
                        value?: string;
                      }[];
                      mailing_list?: string;
                      submit_label: string;
                      /** @enum {string} */
                      type: 'form';
                    }
                  | {
                      caption?: string;
                      code: string;
                      /** @enum {string} */
                      type: 'coupon';
                    }
                  | {
                      /** @enum {string} */
                      type: 'countdown';
                    }
                  | {
                      /** @enum {string} */
                      type: 'products';
                    }
                  | {
                      html: string;
                      /** @enum {string} */
                      type: 'html';
                    }
                )[];
                teaser?: {
                  /** @enum {string} */
                  show: 'always' | 'before_show' | 'after_close';
                  text: string;
                };
                thank_you?: (
                  | {
                      level: 1 | 2 | 3;
                      text: string;
                      /** @enum {string} */
                      type: 'heading';
                    }
                  | {
                      text: string;
                      /** @enum {string} */
                      type: 'text';
                    }
                  | {
                      alt: string;
                      height?: number;
                      src: string;
                      /** @enum {string} */
                      type: 'image';
                      width?: number;
                    }
                  | {
                      /** @enum {string} */
                      action: 'submit' | 'close' | 'link';
                      href?: string;
                      label: string;
                      /** @enum {string} */
                      type: 'button';
                    }
                  | {
                      consent?: string;
                      fields: {
                        /** @enum {string} */
                        email_validation?:
                          'no-validation' | 'check-typos' | 'business-email' | 'typos-business';
                        /** @enum {string} */
                        kind:
                          | 'email'
                          | 'name'
                          | 'phone'
                          | 'text'
                          | 'textarea'
                          | 'number'
                          | 'date'
                          | 'birthday'
                          | 'url'
                          | 'select'
                          | 'checkbox'
                          | 'radio'
                          | 'hidden';
                        label: string;
                        name?: string;
                        options?: string[];
                        /** @enum {string} */
                        phone_validation?: 'basic' | 'advanced' | 'international';
                        placeholder?: string;
                        required?: boolean;
                        value?: string;
                      }[];
                      mailing_list?: string;
                      submit_label: string;
                      /** @enum {string} */
                      type: 'form';
                    }
                  | {
                      caption?: string;
                      code: string;
                      /** @enum {string} */
                      type: 'coupon';
                    }
                  | {
                      /** @enum {string} */
                      type: 'countdown';
                    }
                  | {
                      /** @enum {string} */
                      type: 'products';
                    }
                  | {
                      html: string;
                      /** @enum {string} */
                      type: 'html';
                    }
                )[];
                theme?: {
                  accent?: string;
                  /** @enum {string} */
                  align?: 'start' | 'center';
                  background?: string;
                  /** @enum {string} */
                  font_scale?: 'small' | 'medium' | 'large';
                  text?: string;
                };
              };
              design_properties: {
                add_to_cart?: string;
                cart_threshold?: number;
                coupon?: {
                  code: string;
                  coupon_type: string;
                };
                disable_post_play_screen?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                field_checkbox_default_marked?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                field_checkbox_required?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_auto_close?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_auto_close_sec?: number;
                poptin_design_close_on_screen_click?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                /** @enum {string} */
                poptin_design_close_options_type?:
                  'closing_options-x' | 'closing_options-button' | 'closing_options-';
                poptin_design_content_lock?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_entry_effect?: string;
                poptin_design_exit_effect?: string;
                poptin_design_redirect?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_redirect_send_form_data?:
                  boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_redirect_url?: string;
                poptin_design_show_x_after_sec?: number;
                poptin_design_show_x_comment?: string;
                poptin_design_thank_screen?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_thank_screen_auto_close?:
                  boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_thank_screen_auto_close_sec?: number;
                poptin_location?: string;
                shopify_add_to_cart_2?: string;
                shopify_add_to_cart_3?: string;
                shopify_add_to_cart_4?: string;
                shopify_add_to_cart_5?: string;
                shopify_add_to_cart_6?: string;
                switch_mobile_editor?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                timer?: string;
                timer_ver?: 0 | 1 | 2;
              };
              display?: boolean;
              /** @enum {string} */
              display_after_exit_website_active?: 'yes' | 'no';
              display_after_inactive_seconds_active?: 'no' | number;
              display_after_page_click_number_active?: 'no' | number;
              display_after_scroll_active?: 'no' | number;
              display_after_sec_active?: 'no' | number;
              /** @enum {string} */
              display_after_sec_active_on?: 'page' | 'website';
              display_after_visit_page_active?: 'no' | number;
              display_if_adblock_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              display_if_specific_cookie_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              display_if_specific_js_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              /** @enum {string} */
              display_on_device?: 'all' | 'mobile' | 'desktop';
              engagement_with_other_poptin_filter?: string;
              engagement_with_other_poptin_filter_active?:
                boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              gamified_prize?: {
                chances: number;
                code?: string;
                coupon_id?: string;
                is_winner: 0 | 1;
                label: string;
                loosing_option?: string;
                prize_id: string;
                redirect_to?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                redirect_to_options?: {
                  redirect_close?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                  redirect_close_delay?: number;
                  redirect_to_url?: string;
                };
              }[];
              hide_on_pages?: {
                /** @enum {string} */
                rule:
                  | 'contain'
                  | 'exact'
                  | 'start'
                  | 'end'
                  | 'greater_than'
                  | 'less_than'
                  | 'any_value';
                value: string;
              }[];
              if_poptin_credit?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              is_teasers_on?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              js_filter?: {
                js_name_pair: string;
                js_show_pair: string;
                js_value_pair: string;
              }[];
              on_click?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              poptin?: string;
              poptin_format: string;
              poptin_name: string;
              poptin_new_session?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              poptin_size: {
                height: number;
                width: number;
              };
              /** @enum {string} */
              poptin_target: 'lead' | 'click' | 'social_proof' | 'others';
              poptin_trigger?: {
                /** @enum {string} */
                close_trigger?:
                  'cancel_click' | 'auto_close' | 'bg_click' | 'timer' | 'submit' | 'x_click' | '';
                convert?: boolean;
              };
              /** @enum {string} */
              poptin_type:
                | 'lightbox'
                | 'gamified'
                | 'bar'
                | 'bside'
                | 'sside'
                | 'social'
                | 'browsing'
                | 'fullpage'
                | 'mobile'
                | 'embedded'
                | 'content';
              poptin_url?: string;
              /** @enum {string} */
              shopify_cart_trigger_action?: 'cart_value' | 'item_count';
              shopify_cart_trigger_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              /** @enum {string} */
              shopify_cart_trigger_cart_spec_filter?:
                'greater_than' | 'equal' | 'greater_than_or_equal';
              shopify_cart_trigger_cart_spec_value?: number | string;
              shopify_cart_trigger_products?: string;
              shopify_product_settings?: {
                /** @enum {string} */
                buttons_action:
                  | 'add_to_cart'
                  | 'add_to_cart_redirect'
                  | 'redirect'
                  | 'redirect_blank'
                  | 'no_buttons';
                /** @enum {string} */
                category: 'last_visited' | 'product_in_cart' | 'manual' | 'product_collection';
                collection?: string;
                count: number;
                manual_products?: string[];
              };
              show_on_pages?: {
                /** @enum {string} */
                rule:
                  | 'contain'
                  | 'exact'
                  | 'start'
                  | 'end'
                  | 'greater_than'
                  | 'less_than'
                  | 'any_value';
                value: string;
              }[];
              source_code_target_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              source_code_target_html?: string;
              /** @enum {string} */
              source_code_target_role?: 'contain' | 'not_contain';
              stop_showing_to_converted_users?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              viewer_id?: string;
              wheel_has_coupon?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              /** @enum {string} */
              wix_cart_trigger_action?: 'cart_value' | 'item_count';
              wix_cart_trigger_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              /** @enum {string} */
              wix_cart_trigger_cart_spec_filter?:
                'greater_than' | 'equal' | 'greater_than_or_equal';
              wix_cart_trigger_cart_spec_value?: number | string;
              wix_cart_trigger_products?: string;
              x_close_button?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
            };
            /** @enum {string} */
            status?: 'draft' | 'live' | 'paused';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              popup: {
                created_at: number;
                id: string;
                popup: {
                  [key: string]: unknown;
                };
                site_id: string;
                /** @enum {string} */
                status: 'draft' | 'live' | 'paused';
                updated_at: number;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/admin/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reviews in one state (pending by default), newest first, with their product */
    get: {
      parameters: {
        query?: {
          lang?: 'en' | 'he';
          status?: 'pending' | 'approved' | 'rejected';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              reviews: unknown[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reviews/{id}/{decision}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approves (shown, counted in the rating) or rejects (hidden) a review */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          decision: 'approve' | 'reject';
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              status: 'approved' | 'rejected';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/sites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every site (client id, domains, plan) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              sites: {
                allowed_domains: string[];
                client_id: string;
                created_at: number;
                id: string;
                is_freemium: boolean;
                is_restricted: boolean;
                monthly_view_limit: number | null;
                name: string;
                updated_at: number;
              }[];
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    /** Create a site; its client id is generated unless `client_id` brings one */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @default [] */
            allowed_domains?: string[];
            client_id?: string;
            /** @default false */
            is_freemium?: boolean;
            /** @default false */
            is_restricted?: boolean;
            /** @default null */
            monthly_view_limit?: number | null;
            name: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              site: {
                allowed_domains: string[];
                client_id: string;
                created_at: number;
                id: string;
                is_freemium: boolean;
                is_restricted: boolean;
                monthly_view_limit: number | null;
                name: string;
                updated_at: number;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/sites/{siteId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One site */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          siteId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              site: {
                allowed_domains: string[];
                client_id: string;
                created_at: number;
                id: string;
                is_freemium: boolean;
                is_restricted: boolean;
                monthly_view_limit: number | null;
                name: string;
                updated_at: number;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Delete a site, and with it its popups and what they recorded */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          siteId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Change a site (only the fields sent) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          siteId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            allowed_domains?: string[];
            is_freemium?: boolean;
            is_restricted?: boolean;
            monthly_view_limit?: number | null;
            name?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              site: {
                allowed_domains: string[];
                client_id: string;
                created_at: number;
                id: string;
                is_freemium: boolean;
                is_restricted: boolean;
                monthly_view_limit: number | null;
                name: string;
                updated_at: number;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/admin/sites/{siteId}/conversion-code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A site's conversion code: HTML the widget adds to the page head after a conversion */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          siteId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              conversion_code: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    /** Sets a site's conversion code ('' for none) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          siteId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            conversion_code: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              conversion_code: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/sites/{siteId}/popups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A site's popups, any status */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          siteId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              popups: {
                created_at: number;
                id: string;
                popup: {
                  [key: string]: unknown;
                };
                site_id: string;
                /** @enum {string} */
                status: 'draft' | 'live' | 'paused';
                updated_at: number;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    /** Create a popup (13-character id generated) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          siteId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            popup: {
              ab_test?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              ab_test_parent_id?: string | null;
              account_id?: string;
              auto_pilot_trigger?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              cookie?: string;
              cookie_filter?: {
                cookie_name_pair: string;
                cookie_show_pair: string;
                cookie_value_pair: string;
              }[];
              d_f_a?:
                | {
                    /** @enum {string} */
                    rule: 'display_once_a_visitor_2';
                  }
                | {
                    days: number;
                    /** @enum {string} */
                    rule: 'display_once_every_few_days_3';
                  }
                | {
                    /** @enum {string} */
                    rule: 'display_once_every_few_visiting_4';
                    visits: number;
                  }
                | {
                    /** @enum {string} */
                    rule: 'display_everytime_everypage_5';
                  };
              d_f_r?:
                | {
                    /** @enum {string} */
                    rule: 'display_once_a_visitor_2';
                  }
                | {
                    days: number;
                    /** @enum {string} */
                    rule: 'display_once_every_few_days_3';
                  }
                | {
                    /** @enum {string} */
                    rule: 'display_once_every_few_visiting_4';
                    visits: number;
                  }
                | {
                    /** @enum {string} */
                    rule: 'display_everytime_everypage_5';
                  };
              design?: {
                blocks: (
                  | {
                      level: 1 | 2 | 3;
                      text: string;
                      /** @enum {string} */
                      type: 'heading';
                    }
                  | {
                      text: string;
                      /** @enum {string} */
                      type: 'text';
                    }
                  | {
                      alt: string;
                      height?: number;
                      src: string;
                      /** @enum {string} */
                      type: 'image';
                      width?: number;
                    }
                  | {
                      /** @enum {string} */
                      action: 'submit' | 'close' | 'link';
                      href?: string;
                      label: string;
                      /** @enum {string} */
                      type: 'button';
                    }
                  | {
                      consent?: string;
                      fields: {
                        /** @enum {string} */
                        email_validation?:
                          'no-validation' | 'check-typos' | 'business-email' | 'typos-business';
                        /** @enum {string} */
                        kind:
                          | 'email'
                          | 'name'
                          | 'phone'
                          | 'text'
                          | 'textarea'
                          | 'number'
                          | 'date'
                          | 'birthday'
                          | 'url'
                          | 'select'
                          | 'checkbox'
                          | 'radio'
                          | 'hidden';
                        label: string;
                        name?: string;
                        options?: string[];
                        /** @enum {string} */
                        phone_validation?: 'basic' | 'advanced' | 'international';
                        placeholder?: string;
                        required?: boolean;
                        value?: string;
                      }[];
                      mailing_list?: string;
                      submit_label: string;
                      /** @enum {string} */
                      type: 'form';
                    }
                  | {
                      caption?: string;
                      code: string;
                      /** @enum {string} */
                      type: 'coupon';
                    }
                  | {
                      /** @enum {string} */
                      type: 'countdown';
                    }
                  | {
                      /** @enum {string} */
                      type: 'products';
                    }
                  | {
                      html: string;
                      /** @enum {string} */
                      type: 'html';
                    }
                )[];
                teaser?: {
                  /** @enum {string} */
                  show: 'always' | 'before_show' | 'after_close';
                  text: string;
                };
                thank_you?: (
                  | {
                      level: 1 | 2 | 3;
                      text: string;
                      /** @enum {string} */
                      type: 'heading';
                    }
                  | {
                      text: string;
                      /** @enum {string} */
                      type: 'text';
                    }
                  | {
                      alt: string;
                      height?: number;
                      src: string;
                      /** @enum {string} */
                      type: 'image';
                      width?: number;
                    }
                  | {
                      /** @enum {string} */
                      action: 'submit' | 'close' | 'link';
                      href?: string;
                      label: string;
                      /** @enum {string} */
                      type: 'button';
                    }
                  | {
                      consent?: string;
                      fields: {
                        /** @enum {string} */
                        email_validation?:
                          'no-validation' | 'check-typos' | 'business-email' | 'typos-business';
                        /** @enum {string} */
                        kind:
                          | 'email'
                          | 'name'
                          | 'phone'
                          | 'text'
                          | 'textarea'
                          | 'number'
                          | 'date'
                          | 'birthday'
                          | 'url'
                          | 'select'
                          | 'checkbox'
                          | 'radio'
                          | 'hidden';
                        label: string;
                        name?: string;
                        options?: string[];
                        /** @enum {string} */
                        phone_validation?: 'basic' | 'advanced' | 'international';
                        placeholder?: string;
                        required?: boolean;
                        value?: string;
                      }[];
                      mailing_list?: string;
                      submit_label: string;
                      /** @enum {string} */
                      type: 'form';
                    }
                  | {
                      caption?: string;
                      code: string;
                      /** @enum {string} */
                      type: 'coupon';
                    }
                  | {
                      /** @enum {string} */
                      type: 'countdown';
                    }
                  | {
                      /** @enum {string} */
                      type: 'products';
                    }
                  | {
                      html: string;
                      /** @enum {string} */
                      type: 'html';
                    }
                )[];
                theme?: {
                  accent?: string;
                  /** @enum {string} */
                  align?: 'start' | 'center';
                  background?: string;
                  /** @enum {string} */
                  font_scale?: 'small' | 'medium' | 'large';
                  text?: string;
                };
              };
              design_properties: {
                add_to_cart?: string;
                cart_threshold?: number;
                coupon?: {
                  code: string;
                  coupon_type: string;
                };
                disable_post_play_screen?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                field_checkbox_default_marked?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                field_checkbox_required?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_auto_close?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_auto_close_sec?: number;
                poptin_design_close_on_screen_click?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                /** @enum {string} */
                poptin_design_close_options_type?:
                  'closing_options-x' | 'closing_options-button' | 'closing_options-';
                poptin_design_content_lock?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_entry_effect?: string;
                poptin_design_exit_effect?: string;
                poptin_design_redirect?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_redirect_send_form_data?:
                  boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_redirect_url?: string;
                poptin_design_show_x_after_sec?: number;
                poptin_design_show_x_comment?: string;
                poptin_design_thank_screen?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_thank_screen_auto_close?:
                  boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_thank_screen_auto_close_sec?: number;
                poptin_location?: string;
                shopify_add_to_cart_2?: string;
                shopify_add_to_cart_3?: string;
                shopify_add_to_cart_4?: string;
                shopify_add_to_cart_5?: string;
                shopify_add_to_cart_6?: string;
                switch_mobile_editor?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                timer?: string;
                timer_ver?: 0 | 1 | 2;
              };
              display?: boolean;
              /** @enum {string} */
              display_after_exit_website_active?: 'yes' | 'no';
              display_after_inactive_seconds_active?: 'no' | number;
              display_after_page_click_number_active?: 'no' | number;
              display_after_scroll_active?: 'no' | number;
              display_after_sec_active?: 'no' | number;
              /** @enum {string} */
              display_after_sec_active_on?: 'page' | 'website';
              display_after_visit_page_active?: 'no' | number;
              display_if_adblock_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              display_if_specific_cookie_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              display_if_specific_js_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              /** @enum {string} */
              display_on_device?: 'all' | 'mobile' | 'desktop';
              engagement_with_other_poptin_filter?: string;
              engagement_with_other_poptin_filter_active?:
                boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              gamified_prize?: {
                chances: number;
                code?: string;
                coupon_id?: string;
                is_winner: 0 | 1;
                label: string;
                loosing_option?: string;
                prize_id: string;
                redirect_to?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                redirect_to_options?: {
                  redirect_close?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                  redirect_close_delay?: number;
                  redirect_to_url?: string;
                };
              }[];
              hide_on_pages?: {
                /** @enum {string} */
                rule:
                  | 'contain'
                  | 'exact'
                  | 'start'
                  | 'end'
                  | 'greater_than'
                  | 'less_than'
                  | 'any_value';
                value: string;
              }[];
              if_poptin_credit?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              is_teasers_on?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              js_filter?: {
                js_name_pair: string;
                js_show_pair: string;
                js_value_pair: string;
              }[];
              on_click?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              poptin?: string;
              poptin_format: string;
              poptin_name: string;
              poptin_new_session?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              poptin_size: {
                height: number;
                width: number;
              };
              /** @enum {string} */
              poptin_target: 'lead' | 'click' | 'social_proof' | 'others';
              poptin_trigger?: {
                /** @enum {string} */
                close_trigger?:
                  'cancel_click' | 'auto_close' | 'bg_click' | 'timer' | 'submit' | 'x_click' | '';
                convert?: boolean;
              };
              /** @enum {string} */
              poptin_type:
                | 'lightbox'
                | 'gamified'
                | 'bar'
                | 'bside'
                | 'sside'
                | 'social'
                | 'browsing'
                | 'fullpage'
                | 'mobile'
                | 'embedded'
                | 'content';
              poptin_url?: string;
              /** @enum {string} */
              shopify_cart_trigger_action?: 'cart_value' | 'item_count';
              shopify_cart_trigger_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              /** @enum {string} */
              shopify_cart_trigger_cart_spec_filter?:
                'greater_than' | 'equal' | 'greater_than_or_equal';
              shopify_cart_trigger_cart_spec_value?: number | string;
              shopify_cart_trigger_products?: string;
              shopify_product_settings?: {
                /** @enum {string} */
                buttons_action:
                  | 'add_to_cart'
                  | 'add_to_cart_redirect'
                  | 'redirect'
                  | 'redirect_blank'
                  | 'no_buttons';
                /** @enum {string} */
                category: 'last_visited' | 'product_in_cart' | 'manual' | 'product_collection';
                collection?: string;
                count: number;
                manual_products?: string[];
              };
              show_on_pages?: {
                /** @enum {string} */
                rule:
                  | 'contain'
                  | 'exact'
                  | 'start'
                  | 'end'
                  | 'greater_than'
                  | 'less_than'
                  | 'any_value';
                value: string;
              }[];
              source_code_target_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              source_code_target_html?: string;
              /** @enum {string} */
              source_code_target_role?: 'contain' | 'not_contain';
              stop_showing_to_converted_users?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              viewer_id?: string;
              wheel_has_coupon?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              /** @enum {string} */
              wix_cart_trigger_action?: 'cart_value' | 'item_count';
              wix_cart_trigger_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              /** @enum {string} */
              wix_cart_trigger_cart_spec_filter?:
                'greater_than' | 'equal' | 'greater_than_or_equal';
              wix_cart_trigger_cart_spec_value?: number | string;
              wix_cart_trigger_products?: string;
              x_close_button?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
            };
            /**
             * @default draft
             * @enum {string}
             */
            status?: 'draft' | 'live' | 'paused';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              popup: {
                created_at: number;
                id: string;
                popup: {
                  [key: string]: unknown;
                };
                site_id: string;
                /** @enum {string} */
                status: 'draft' | 'live' | 'paused';
                updated_at: number;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/sites/{siteId}/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Adds a webhook endpoint to a site; answers it with its new secret */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          siteId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uri */
            url: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              endpoint: unknown;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Webhook endpoints (with their secrets) and the latest delivery attempts */
    get: {
      parameters: {
        query?: {
          site?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              endpoints: unknown[];
              log: unknown[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Removes a webhook endpoint (deliveries still pending to it fail) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/webhooks/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Queues a test delivery (an example lead) to the endpoint */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              delivery_id: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cart': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The visitor's cart */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cart: {
                coupons: {
                  code: string;
                  /** @description minor units taken off; 0 while it does not apply */
                  discount: number;
                  /** @description why the code does not apply to the cart as it is now; null: it applies */
                  error: {
                    code: string;
                    message: string;
                  } | null;
                  free_shipping: boolean;
                }[];
                currency: string;
                /** @description minor units, the codes together */
                discount_total: number;
                free_shipping: boolean;
                item_count: number;
                items: {
                  /** @description 0: no tier reached */
                  bulk_discount_percent: number;
                  id: number;
                  image: string | null;
                  key: string;
                  line_price: number;
                  max_quantity: number | null;
                  /** @description each, the bulk tier reached applied */
                  price: number;
                  product_id: string;
                  quantity: number;
                  /** @description each, before any bulk discount */
                  regular_price: number;
                  title: string;
                  url: string;
                  variant_title: string;
                }[];
                /** @description minor units, before bulk discounts */
                regular_subtotal: number;
                /** @description minor units, bulk discounts applied */
                subtotal: number;
                token: string | null;
                /** @description subtotal less the codes’ discount, before shipping */
                total: number;
              };
              cart_hash: string;
              fragments: {
                [key: string]: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cart/add-to-cart': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a variation; answers the whole cart, or error with product_url */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            id: number;
            product_id?: string;
            properties?: {
              [key: string]: string;
            };
            quantity?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cart: {
                coupons: {
                  code: string;
                  /** @description minor units taken off; 0 while it does not apply */
                  discount: number;
                  /** @description why the code does not apply to the cart as it is now; null: it applies */
                  error: {
                    code: string;
                    message: string;
                  } | null;
                  free_shipping: boolean;
                }[];
                currency: string;
                /** @description minor units, the codes together */
                discount_total: number;
                free_shipping: boolean;
                item_count: number;
                items: {
                  /** @description 0: no tier reached */
                  bulk_discount_percent: number;
                  id: number;
                  image: string | null;
                  key: string;
                  line_price: number;
                  max_quantity: number | null;
                  /** @description each, the bulk tier reached applied */
                  price: number;
                  product_id: string;
                  quantity: number;
                  /** @description each, before any bulk discount */
                  regular_price: number;
                  title: string;
                  url: string;
                  variant_title: string;
                }[];
                /** @description minor units, before bulk discounts */
                regular_subtotal: number;
                /** @description minor units, bulk discounts applied */
                subtotal: number;
                token: string | null;
                /** @description subtotal less the codes’ discount, before shipping */
                total: number;
              };
              cart_hash: string;
              fragments: {
                [key: string]: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cart: {
                coupons: {
                  code: string;
                  /** @description minor units taken off; 0 while it does not apply */
                  discount: number;
                  /** @description why the code does not apply to the cart as it is now; null: it applies */
                  error: {
                    code: string;
                    message: string;
                  } | null;
                  free_shipping: boolean;
                }[];
                currency: string;
                /** @description minor units, the codes together */
                discount_total: number;
                free_shipping: boolean;
                item_count: number;
                items: {
                  /** @description 0: no tier reached */
                  bulk_discount_percent: number;
                  id: number;
                  image: string | null;
                  key: string;
                  line_price: number;
                  max_quantity: number | null;
                  /** @description each, the bulk tier reached applied */
                  price: number;
                  product_id: string;
                  quantity: number;
                  /** @description each, before any bulk discount */
                  regular_price: number;
                  title: string;
                  url: string;
                  variant_title: string;
                }[];
                /** @description minor units, before bulk discounts */
                regular_subtotal: number;
                /** @description minor units, bulk discounts applied */
                subtotal: number;
                token: string | null;
                /** @description subtotal less the codes’ discount, before shipping */
                total: number;
              };
              cart_hash: string;
              code: string;
              /** @enum {boolean} */
              error: true;
              fragments: {
                [key: string]: string;
              };
              message: string;
              product_url: string | null;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cart: {
                coupons: {
                  code: string;
                  /** @description minor units taken off; 0 while it does not apply */
                  discount: number;
                  /** @description why the code does not apply to the cart as it is now; null: it applies */
                  error: {
                    code: string;
                    message: string;
                  } | null;
                  free_shipping: boolean;
                }[];
                currency: string;
                /** @description minor units, the codes together */
                discount_total: number;
                free_shipping: boolean;
                item_count: number;
                items: {
                  /** @description 0: no tier reached */
                  bulk_discount_percent: number;
                  id: number;
                  image: string | null;
                  key: string;
                  line_price: number;
                  max_quantity: number | null;
                  /** @description each, the bulk tier reached applied */
                  price: number;
                  product_id: string;
                  quantity: number;
                  /** @description each, before any bulk discount */
                  regular_price: number;
                  title: string;
                  url: string;
                  variant_title: string;
                }[];
                /** @description minor units, before bulk discounts */
                regular_subtotal: number;
                /** @description minor units, bulk discounts applied */
                subtotal: number;
                token: string | null;
                /** @description subtotal less the codes’ discount, before shipping */
                total: number;
              };
              cart_hash: string;
              code: string;
              /** @enum {boolean} */
              error: true;
              fragments: {
                [key: string]: string;
              };
              message: string;
              product_url: string | null;
            };
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cart: {
                coupons: {
                  code: string;
                  /** @description minor units taken off; 0 while it does not apply */
                  discount: number;
                  /** @description why the code does not apply to the cart as it is now; null: it applies */
                  error: {
                    code: string;
                    message: string;
                  } | null;
                  free_shipping: boolean;
                }[];
                currency: string;
                /** @description minor units, the codes together */
                discount_total: number;
                free_shipping: boolean;
                item_count: number;
                items: {
                  /** @description 0: no tier reached */
                  bulk_discount_percent: number;
                  id: number;
                  image: string | null;
                  key: string;
                  line_price: number;
                  max_quantity: number | null;
                  /** @description each, the bulk tier reached applied */
                  price: number;
                  product_id: string;
                  quantity: number;
                  /** @description each, before any bulk discount */
                  regular_price: number;
                  title: string;
                  url: string;
                  variant_title: string;
                }[];
                /** @description minor units, before bulk discounts */
                regular_subtotal: number;
                /** @description minor units, bulk discounts applied */
                subtotal: number;
                token: string | null;
                /** @description subtotal less the codes’ discount, before shipping */
                total: number;
              };
              cart_hash: string;
              code: string;
              /** @enum {boolean} */
              error: true;
              fragments: {
                [key: string]: string;
              };
              message: string;
              product_url: string | null;
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cart/apply-coupon': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Apply a discount code; 422 with the reason (coupon_*) when it does not apply */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description the discount code, any case */
            code: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cart: {
                coupons: {
                  code: string;
                  /** @description minor units taken off; 0 while it does not apply */
                  discount: number;
                  /** @description why the code does not apply to the cart as it is now; null: it applies */
                  error: {
                    code: string;
                    message: string;
                  } | null;
                  free_shipping: boolean;
                }[];
                currency: string;
                /** @description minor units, the codes together */
                discount_total: number;
                free_shipping: boolean;
                item_count: number;
                items: {
                  /** @description 0: no tier reached */
                  bulk_discount_percent: number;
                  id: number;
                  image: string | null;
                  key: string;
                  line_price: number;
                  max_quantity: number | null;
                  /** @description each, the bulk tier reached applied */
                  price: number;
                  product_id: string;
                  quantity: number;
                  /** @description each, before any bulk discount */
                  regular_price: number;
                  title: string;
                  url: string;
                  variant_title: string;
                }[];
                /** @description minor units, before bulk discounts */
                regular_subtotal: number;
                /** @description minor units, bulk discounts applied */
                subtotal: number;
                token: string | null;
                /** @description subtotal less the codes’ discount, before shipping */
                total: number;
              };
              cart_hash: string;
              fragments: {
                [key: string]: string;
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cart: {
                coupons: {
                  code: string;
                  /** @description minor units taken off; 0 while it does not apply */
                  discount: number;
                  /** @description why the code does not apply to the cart as it is now; null: it applies */
                  error: {
                    code: string;
                    message: string;
                  } | null;
                  free_shipping: boolean;
                }[];
                currency: string;
                /** @description minor units, the codes together */
                discount_total: number;
                free_shipping: boolean;
                item_count: number;
                items: {
                  /** @description 0: no tier reached */
                  bulk_discount_percent: number;
                  id: number;
                  image: string | null;
                  key: string;
                  line_price: number;
                  max_quantity: number | null;
                  /** @description each, the bulk tier reached applied */
                  price: number;
                  product_id: string;
                  quantity: number;
                  /** @description each, before any bulk discount */
                  regular_price: number;
                  title: string;
                  url: string;
                  variant_title: string;
                }[];
                /** @description minor units, before bulk discounts */
                regular_subtotal: number;
                /** @description minor units, bulk discounts applied */
                subtotal: number;
                token: string | null;
                /** @description subtotal less the codes’ discount, before shipping */
                total: number;
              };
              cart_hash: string;
              code: string;
              /** @enum {boolean} */
              error: true;
              fragments: {
                [key: string]: string;
              };
              message: string;
              product_url: string | null;
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cart/refreshed-fragments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The cart fragments and hash (get_refreshed_fragments) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            time?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cart: {
                coupons: {
                  code: string;
                  /** @description minor units taken off; 0 while it does not apply */
                  discount: number;
                  /** @description why the code does not apply to the cart as it is now; null: it applies */
                  error: {
                    code: string;
                    message: string;
                  } | null;
                  free_shipping: boolean;
                }[];
                currency: string;
                /** @description minor units, the codes together */
                discount_total: number;
                free_shipping: boolean;
                item_count: number;
                items: {
                  /** @description 0: no tier reached */
                  bulk_discount_percent: number;
                  id: number;
                  image: string | null;
                  key: string;
                  line_price: number;
                  max_quantity: number | null;
                  /** @description each, the bulk tier reached applied */
                  price: number;
                  product_id: string;
                  quantity: number;
                  /** @description each, before any bulk discount */
                  regular_price: number;
                  title: string;
                  url: string;
                  variant_title: string;
                }[];
                /** @description minor units, before bulk discounts */
                regular_subtotal: number;
                /** @description minor units, bulk discounts applied */
                subtotal: number;
                token: string | null;
                /** @description subtotal less the codes’ discount, before shipping */
                total: number;
              };
              cart_hash: string;
              fragments: {
                [key: string]: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cart/remove-coupon': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Take a discount code off the cart */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description the discount code, any case */
            code: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cart: {
                coupons: {
                  code: string;
                  /** @description minor units taken off; 0 while it does not apply */
                  discount: number;
                  /** @description why the code does not apply to the cart as it is now; null: it applies */
                  error: {
                    code: string;
                    message: string;
                  } | null;
                  free_shipping: boolean;
                }[];
                currency: string;
                /** @description minor units, the codes together */
                discount_total: number;
                free_shipping: boolean;
                item_count: number;
                items: {
                  /** @description 0: no tier reached */
                  bulk_discount_percent: number;
                  id: number;
                  image: string | null;
                  key: string;
                  line_price: number;
                  max_quantity: number | null;
                  /** @description each, the bulk tier reached applied */
                  price: number;
                  product_id: string;
                  quantity: number;
                  /** @description each, before any bulk discount */
                  regular_price: number;
                  title: string;
                  url: string;
                  variant_title: string;
                }[];
                /** @description minor units, before bulk discounts */
                regular_subtotal: number;
                /** @description minor units, bulk discounts applied */
                subtotal: number;
                token: string | null;
                /** @description subtotal less the codes’ discount, before shipping */
                total: number;
              };
              cart_hash: string;
              fragments: {
                [key: string]: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cart/remove-from-cart': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Remove a line by cart_item_key; answers fragments and cart_hash */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            cart_hash?: string;
            cart_item_key: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cart: {
                coupons: {
                  code: string;
                  /** @description minor units taken off; 0 while it does not apply */
                  discount: number;
                  /** @description why the code does not apply to the cart as it is now; null: it applies */
                  error: {
                    code: string;
                    message: string;
                  } | null;
                  free_shipping: boolean;
                }[];
                currency: string;
                /** @description minor units, the codes together */
                discount_total: number;
                free_shipping: boolean;
                item_count: number;
                items: {
                  /** @description 0: no tier reached */
                  bulk_discount_percent: number;
                  id: number;
                  image: string | null;
                  key: string;
                  line_price: number;
                  max_quantity: number | null;
                  /** @description each, the bulk tier reached applied */
                  price: number;
                  product_id: string;
                  quantity: number;
                  /** @description each, before any bulk discount */
                  regular_price: number;
                  title: string;
                  url: string;
                  variant_title: string;
                }[];
                /** @description minor units, before bulk discounts */
                regular_subtotal: number;
                /** @description minor units, bulk discounts applied */
                subtotal: number;
                token: string | null;
                /** @description subtotal less the codes’ discount, before shipping */
                total: number;
              };
              cart_hash: string;
              fragments: {
                [key: string]: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cart: {
                coupons: {
                  code: string;
                  /** @description minor units taken off; 0 while it does not apply */
                  discount: number;
                  /** @description why the code does not apply to the cart as it is now; null: it applies */
                  error: {
                    code: string;
                    message: string;
                  } | null;
                  free_shipping: boolean;
                }[];
                currency: string;
                /** @description minor units, the codes together */
                discount_total: number;
                free_shipping: boolean;
                item_count: number;
                items: {
                  /** @description 0: no tier reached */
                  bulk_discount_percent: number;
                  id: number;
                  image: string | null;
                  key: string;
                  line_price: number;
                  max_quantity: number | null;
                  /** @description each, the bulk tier reached applied */
                  price: number;
                  product_id: string;
                  quantity: number;
                  /** @description each, before any bulk discount */
                  regular_price: number;
                  title: string;
                  url: string;
                  variant_title: string;
                }[];
                /** @description minor units, before bulk discounts */
                regular_subtotal: number;
                /** @description minor units, bulk discounts applied */
                subtotal: number;
                token: string | null;
                /** @description subtotal less the codes’ discount, before shipping */
                total: number;
              };
              cart_hash: string;
              code: string;
              /** @enum {boolean} */
              error: true;
              fragments: {
                [key: string]: string;
              };
              message: string;
              product_url: string | null;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cart: {
                coupons: {
                  code: string;
                  /** @description minor units taken off; 0 while it does not apply */
                  discount: number;
                  /** @description why the code does not apply to the cart as it is now; null: it applies */
                  error: {
                    code: string;
                    message: string;
                  } | null;
                  free_shipping: boolean;
                }[];
                currency: string;
                /** @description minor units, the codes together */
                discount_total: number;
                free_shipping: boolean;
                item_count: number;
                items: {
                  /** @description 0: no tier reached */
                  bulk_discount_percent: number;
                  id: number;
                  image: string | null;
                  key: string;
                  line_price: number;
                  max_quantity: number | null;
                  /** @description each, the bulk tier reached applied */
                  price: number;
                  product_id: string;
                  quantity: number;
                  /** @description each, before any bulk discount */
                  regular_price: number;
                  title: string;
                  url: string;
                  variant_title: string;
                }[];
                /** @description minor units, before bulk discounts */
                regular_subtotal: number;
                /** @description minor units, bulk discounts applied */
                subtotal: number;
                token: string | null;
                /** @description subtotal less the codes’ discount, before shipping */
                total: number;
              };
              cart_hash: string;
              code: string;
              /** @enum {boolean} */
              error: true;
              fragments: {
                [key: string]: string;
              };
              message: string;
              product_url: string | null;
            };
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cart: {
                coupons: {
                  code: string;
                  /** @description minor units taken off; 0 while it does not apply */
                  discount: number;
                  /** @description why the code does not apply to the cart as it is now; null: it applies */
                  error: {
                    code: string;
                    message: string;
                  } | null;
                  free_shipping: boolean;
                }[];
                currency: string;
                /** @description minor units, the codes together */
                discount_total: number;
                free_shipping: boolean;
                item_count: number;
                items: {
                  /** @description 0: no tier reached */
                  bulk_discount_percent: number;
                  id: number;
                  image: string | null;
                  key: string;
                  line_price: number;
                  max_quantity: number | null;
                  /** @description each, the bulk tier reached applied */
                  price: number;
                  product_id: string;
                  quantity: number;
                  /** @description each, before any bulk discount */
                  regular_price: number;
                  title: string;
                  url: string;
                  variant_title: string;
                }[];
                /** @description minor units, before bulk discounts */
                regular_subtotal: number;
                /** @description minor units, bulk discounts applied */
                subtotal: number;
                token: string | null;
                /** @description subtotal less the codes’ discount, before shipping */
                total: number;
              };
              cart_hash: string;
              code: string;
              /** @enum {boolean} */
              error: true;
              fragments: {
                [key: string]: string;
              };
              message: string;
              product_url: string | null;
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cart/update-quantity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a line’s quantity (0 removes it); 409 with the cart when cart_hash is stale */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            cart_hash?: string;
            cart_item_key: string;
            quantity: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cart: {
                coupons: {
                  code: string;
                  /** @description minor units taken off; 0 while it does not apply */
                  discount: number;
                  /** @description why the code does not apply to the cart as it is now; null: it applies */
                  error: {
                    code: string;
                    message: string;
                  } | null;
                  free_shipping: boolean;
                }[];
                currency: string;
                /** @description minor units, the codes together */
                discount_total: number;
                free_shipping: boolean;
                item_count: number;
                items: {
                  /** @description 0: no tier reached */
                  bulk_discount_percent: number;
                  id: number;
                  image: string | null;
                  key: string;
                  line_price: number;
                  max_quantity: number | null;
                  /** @description each, the bulk tier reached applied */
                  price: number;
                  product_id: string;
                  quantity: number;
                  /** @description each, before any bulk discount */
                  regular_price: number;
                  title: string;
                  url: string;
                  variant_title: string;
                }[];
                /** @description minor units, before bulk discounts */
                regular_subtotal: number;
                /** @description minor units, bulk discounts applied */
                subtotal: number;
                token: string | null;
                /** @description subtotal less the codes’ discount, before shipping */
                total: number;
              };
              cart_hash: string;
              fragments: {
                [key: string]: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cart: {
                coupons: {
                  code: string;
                  /** @description minor units taken off; 0 while it does not apply */
                  discount: number;
                  /** @description why the code does not apply to the cart as it is now; null: it applies */
                  error: {
                    code: string;
                    message: string;
                  } | null;
                  free_shipping: boolean;
                }[];
                currency: string;
                /** @description minor units, the codes together */
                discount_total: number;
                free_shipping: boolean;
                item_count: number;
                items: {
                  /** @description 0: no tier reached */
                  bulk_discount_percent: number;
                  id: number;
                  image: string | null;
                  key: string;
                  line_price: number;
                  max_quantity: number | null;
                  /** @description each, the bulk tier reached applied */
                  price: number;
                  product_id: string;
                  quantity: number;
                  /** @description each, before any bulk discount */
                  regular_price: number;
                  title: string;
                  url: string;
                  variant_title: string;
                }[];
                /** @description minor units, before bulk discounts */
                regular_subtotal: number;
                /** @description minor units, bulk discounts applied */
                subtotal: number;
                token: string | null;
                /** @description subtotal less the codes’ discount, before shipping */
                total: number;
              };
              cart_hash: string;
              code: string;
              /** @enum {boolean} */
              error: true;
              fragments: {
                [key: string]: string;
              };
              message: string;
              product_url: string | null;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cart: {
                coupons: {
                  code: string;
                  /** @description minor units taken off; 0 while it does not apply */
                  discount: number;
                  /** @description why the code does not apply to the cart as it is now; null: it applies */
                  error: {
                    code: string;
                    message: string;
                  } | null;
                  free_shipping: boolean;
                }[];
                currency: string;
                /** @description minor units, the codes together */
                discount_total: number;
                free_shipping: boolean;
                item_count: number;
                items: {
                  /** @description 0: no tier reached */
                  bulk_discount_percent: number;
                  id: number;
                  image: string | null;
                  key: string;
                  line_price: number;
                  max_quantity: number | null;
                  /** @description each, the bulk tier reached applied */
                  price: number;
                  product_id: string;
                  quantity: number;
                  /** @description each, before any bulk discount */
                  regular_price: number;
                  title: string;
                  url: string;
                  variant_title: string;
                }[];
                /** @description minor units, before bulk discounts */
                regular_subtotal: number;
                /** @description minor units, bulk discounts applied */
                subtotal: number;
                token: string | null;
                /** @description subtotal less the codes’ discount, before shipping */
                total: number;
              };
              cart_hash: string;
              code: string;
              /** @enum {boolean} */
              error: true;
              fragments: {
                [key: string]: string;
              };
              message: string;
              product_url: string | null;
            };
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cart: {
                coupons: {
                  code: string;
                  /** @description minor units taken off; 0 while it does not apply */
                  discount: number;
                  /** @description why the code does not apply to the cart as it is now; null: it applies */
                  error: {
                    code: string;
                    message: string;
                  } | null;
                  free_shipping: boolean;
                }[];
                currency: string;
                /** @description minor units, the codes together */
                discount_total: number;
                free_shipping: boolean;
                item_count: number;
                items: {
                  /** @description 0: no tier reached */
                  bulk_discount_percent: number;
                  id: number;
                  image: string | null;
                  key: string;
                  line_price: number;
                  max_quantity: number | null;
                  /** @description each, the bulk tier reached applied */
                  price: number;
                  product_id: string;
                  quantity: number;
                  /** @description each, before any bulk discount */
                  regular_price: number;
                  title: string;
                  url: string;
                  variant_title: string;
                }[];
                /** @description minor units, before bulk discounts */
                regular_subtotal: number;
                /** @description minor units, bulk discounts applied */
                subtotal: number;
                token: string | null;
                /** @description subtotal less the codes’ discount, before shipping */
                total: number;
              };
              cart_hash: string;
              code: string;
              /** @enum {boolean} */
              error: true;
              fragments: {
                [key: string]: string;
              };
              message: string;
              product_url: string | null;
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/catalog/bulk-table': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A product's bulk discount table for the chosen attributes, as markup */
    post: {
      parameters: {
        query?: {
          lang?: 'en' | 'he';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            action: 'get_table_with_product_bulk_table';
            /** @default {} */
            attributes?: {
              [key: string]: string;
            };
            product_id: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Place an order: the given lines, or the shopper’s own */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            attribution?: {
              campaign?: string;
              content?: string;
              format?: string;
              id?: string;
              medium?: string;
              platform?: string;
              referrer?: string;
              session_count?: string;
              session_entry?: string;
              session_pages?: string;
              session_start_time?: string;
              source?: string;
              tactic?: string;
              term?: string;
              type?: string;
              user_agent?: string;
            };
            billing_address_1?: string;
            billing_address_2?: string;
            billing_city?: string;
            billing_company?: string;
            billing_country?: string;
            billing_email?: string;
            billing_first_name?: string;
            billing_last_name?: string;
            billing_phone?: string;
            billing_postcode?: string;
            billing_state?: string;
            /** @description with `lines`: the discount codes to use (without lines, the cart’s own are used) */
            coupon_codes?: string[];
            lines?: {
              deposit_plan_id?: string | null;
              quantity: number;
              variation_id: number;
            }[];
            order_comments?: string;
            payment_method?: string;
            ship_to_different_address?: string;
            shipping_address_1?: string;
            shipping_address_2?: string;
            shipping_city?: string;
            shipping_company?: string;
            shipping_country?: string;
            shipping_first_name?: string;
            shipping_last_name?: string;
            shipping_method?: string;
            shipping_postcode?: string;
            shipping_state?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              order: {
                attribution: {
                  [key: string]: string;
                };
                billing: {
                  address_1: string;
                  address_2: string;
                  city: string;
                  company: string;
                  country: string;
                  first_name: string;
                  last_name: string;
                  postcode: string;
                  state: string;
                };
                coupon_lines: {
                  code: string;
                  discount: number;
                }[];
                created_at: number;
                currency: string;
                discount_total: number;
                due_now: number;
                email: string;
                id: string;
                lines: {
                  deposit: {
                    due_now: number;
                    installments: number;
                    name: string;
                    percent: number;
                  } | null;
                  line_total: number;
                  options: string;
                  pre_order_label: string | null;
                  product_id: string;
                  quantity: number;
                  sku: string;
                  title: string;
                  unit_price: number;
                  variation_id: number;
                }[];
                note: string;
                number: string;
                payment_method: string;
                phone: string;
                shipping: {
                  address_1: string;
                  address_2: string;
                  city: string;
                  company: string;
                  country: string;
                  first_name: string;
                  last_name: string;
                  postcode: string;
                  state: string;
                };
                shipping_method: string;
                shipping_total: number;
                status: string;
                subtotal: number;
                total: number;
                updated_at: number;
              };
              received_url: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/buy-now': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Take these lines straight to checkout (until the cart is wired in) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            lines: {
              deposit_plan_id?: string | null;
              quantity: number;
              variation_id: number;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contact-forms/{id}/feedback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a message (multipart form data); answers status, message, invalid_fields … */
    post: {
      parameters: {
        query?: {
          lang?: 'en' | 'he';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              captcha: {
                [key: string]: string;
              };
              invalid_fields: {
                field: string;
                message: string;
              }[];
              message: string;
              posted_data_hash: string;
              quiz: {
                [key: string]: [string, string];
              };
              status: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contact-forms/{id}/feedback/schema': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A contact form's fields and rules, and its time-trap token */
    get: {
      parameters: {
        query?: {
          lang?: 'en' | 'he';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              fields: {
                [key: string]: unknown;
              }[];
              id: string;
              name: string;
              schema: {
                locale: string;
                rules: {
                  [key: string]: unknown;
                }[];
                version: number;
              };
              started: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contact-forms/{id}/refill': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A fresh time-trap token and fresh captcha and quiz values, after the form reset */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              captcha: {
                [key: string]: string;
              };
              quiz: {
                [key: string]: [string, string];
              };
              started: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/display/{clientId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The popups this page may show (form-encoded display request) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          clientId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            all_visited_pages?: string;
            /** @enum {string} */
            cancel_visitor_count?: '0' | '1' | '';
            cart_products_ids_list?: string;
            cart_products_org_ids_list?: string;
            cart_total_items?: string;
            cart_total_price?: string;
            cc?: string;
            converted_email?: string;
            cookies?: string;
            domain?: string;
            /** @enum {string} */
            if_mobile?: '0' | '1' | '';
            /** @enum {string} */
            if_page_refreshed?: '0' | '1' | '';
            origin_landing_page?: string;
            page_title?: string;
            poptin_forms_id?: string;
            poptin_viewed_url?: string;
            preview_poptin_id?: '' | string;
            previous_url?: string;
            previous_visited_pages?: string;
            previous_visited_pages_with_time?: string;
            referrer?: string;
            store_integration?: string;
            store_integration_customer_id?: string;
            triggers?: string;
            wix_cart_id?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cc: string;
              client_restriction_setting: {
                [key: string]: unknown;
              } | null;
              country: string;
              country_code: string;
              /** @enum {string} */
              display: 'allowed' | 'not_allowed';
              if_freemium: 0 | 1;
              ip: string;
              is_client_restriction: 0 | 1;
              /** @enum {string} */
              lang: 'en' | 'he';
              message?: string;
              poptins: {
                ab_test?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                ab_test_parent_id?: string | null;
                account_id?: string;
                auto_pilot_trigger?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                cookie?: string;
                cookie_filter?: {
                  cookie_name_pair: string;
                  cookie_show_pair: string;
                  cookie_value_pair: string;
                }[];
                d_f_a?:
                  | {
                      /** @enum {string} */
                      rule: 'display_once_a_visitor_2';
                    }
                  | {
                      days: number;
                      /** @enum {string} */
                      rule: 'display_once_every_few_days_3';
                    }
                  | {
                      /** @enum {string} */
                      rule: 'display_once_every_few_visiting_4';
                      visits: number;
                    }
                  | {
                      /** @enum {string} */
                      rule: 'display_everytime_everypage_5';
                    };
                d_f_r?:
                  | {
                      /** @enum {string} */
                      rule: 'display_once_a_visitor_2';
                    }
                  | {
                      days: number;
                      /** @enum {string} */
                      rule: 'display_once_every_few_days_3';
                    }
                  | {
                      /** @enum {string} */
                      rule: 'display_once_every_few_visiting_4';
                      visits: number;
                    }
                  | {
                      /** @enum {string} */
                      rule: 'display_everytime_everypage_5';
                    };
                display?: boolean;
                /** @enum {string} */
                display_after_exit_website_active?: 'yes' | 'no';
                display_after_inactive_seconds_active?: 'no' | number;
                display_after_page_click_number_active?: 'no' | number;
                display_after_scroll_active?: 'no' | number;
                display_after_sec_active?: 'no' | number;
                /** @enum {string} */
                display_after_sec_active_on?: 'page' | 'website';
                display_after_visit_page_active?: 'no' | number;
                display_if_adblock_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                display_if_specific_cookie_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                display_if_specific_js_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                /** @enum {string} */
                display_on_device?: 'all' | 'mobile' | 'desktop';
                engagement_with_other_poptin_filter?: string;
                engagement_with_other_poptin_filter_active?:
                  boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                hide_on_pages?: {
                  /** @enum {string} */
                  rule:
                    | 'contain'
                    | 'exact'
                    | 'start'
                    | 'end'
                    | 'greater_than'
                    | 'less_than'
                    | 'any_value';
                  value: string;
                }[];
                if_poptin_credit?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                is_teasers_on?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                js_filter?: {
                  js_name_pair: string;
                  js_show_pair: string;
                  js_value_pair: string;
                }[];
                on_click?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_format: unknown;
                poptin_id: string;
                poptin_name: string;
                poptin_new_session?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                /** @enum {string} */
                poptin_target: 'lead' | 'click' | 'social_proof' | 'others';
                /** @enum {string} */
                poptin_type:
                  | 'lightbox'
                  | 'gamified'
                  | 'bar'
                  | 'bside'
                  | 'sside'
                  | 'social'
                  | 'browsing'
                  | 'fullpage'
                  | 'mobile'
                  | 'embedded'
                  | 'content';
                poptin_url: string;
                /** @enum {string} */
                shopify_cart_trigger_action?: 'cart_value' | 'item_count';
                shopify_cart_trigger_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                /** @enum {string} */
                shopify_cart_trigger_cart_spec_filter?:
                  'greater_than' | 'equal' | 'greater_than_or_equal';
                shopify_cart_trigger_cart_spec_value?: number | string;
                shopify_cart_trigger_products?: string;
                show_on_pages?: {
                  /** @enum {string} */
                  rule:
                    | 'contain'
                    | 'exact'
                    | 'start'
                    | 'end'
                    | 'greater_than'
                    | 'less_than'
                    | 'any_value';
                  value: string;
                }[];
                source_code_target_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                source_code_target_html?: string;
                /** @enum {string} */
                source_code_target_role?: 'contain' | 'not_contain';
                stop_showing_to_converted_users?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                viewer_id?: string;
                /** @enum {string} */
                wix_cart_trigger_action?: 'cart_value' | 'item_count';
                wix_cart_trigger_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                /** @enum {string} */
                wix_cart_trigger_cart_spec_filter?:
                  'greater_than' | 'equal' | 'greater_than_or_equal';
                wix_cart_trigger_cart_spec_value?: number | string;
                wix_cart_trigger_products?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/display/click/{popupId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A popup another popup redirects to */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          popupId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              country: string;
              country_code: string;
              /** @enum {string} */
              display: 'allowed' | 'not_allowed';
              if_freemium: 0 | 1;
              /** @enum {string} */
              lang: 'en' | 'he';
              message?: string;
              poptins: {
                ab_test?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                ab_test_parent_id?: string | null;
                account_id?: string;
                auto_pilot_trigger?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                cookie?: string;
                cookie_filter?: {
                  cookie_name_pair: string;
                  cookie_show_pair: string;
                  cookie_value_pair: string;
                }[];
                d_f_a?:
                  | {
                      /** @enum {string} */
                      rule: 'display_once_a_visitor_2';
                    }
                  | {
                      days: number;
                      /** @enum {string} */
                      rule: 'display_once_every_few_days_3';
                    }
                  | {
                      /** @enum {string} */
                      rule: 'display_once_every_few_visiting_4';
                      visits: number;
                    }
                  | {
                      /** @enum {string} */
                      rule: 'display_everytime_everypage_5';
                    };
                d_f_r?:
                  | {
                      /** @enum {string} */
                      rule: 'display_once_a_visitor_2';
                    }
                  | {
                      days: number;
                      /** @enum {string} */
                      rule: 'display_once_every_few_days_3';
                    }
                  | {
                      /** @enum {string} */
                      rule: 'display_once_every_few_visiting_4';
                      visits: number;
                    }
                  | {
                      /** @enum {string} */
                      rule: 'display_everytime_everypage_5';
                    };
                display?: boolean;
                /** @enum {string} */
                display_after_exit_website_active?: 'yes' | 'no';
                display_after_inactive_seconds_active?: 'no' | number;
                display_after_page_click_number_active?: 'no' | number;
                display_after_scroll_active?: 'no' | number;
                display_after_sec_active?: 'no' | number;
                /** @enum {string} */
                display_after_sec_active_on?: 'page' | 'website';
                display_after_visit_page_active?: 'no' | number;
                display_if_adblock_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                display_if_specific_cookie_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                display_if_specific_js_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                /** @enum {string} */
                display_on_device?: 'all' | 'mobile' | 'desktop';
                engagement_with_other_poptin_filter?: string;
                engagement_with_other_poptin_filter_active?:
                  boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                hide_on_pages?: {
                  /** @enum {string} */
                  rule:
                    | 'contain'
                    | 'exact'
                    | 'start'
                    | 'end'
                    | 'greater_than'
                    | 'less_than'
                    | 'any_value';
                  value: string;
                }[];
                if_poptin_credit?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                is_teasers_on?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                js_filter?: {
                  js_name_pair: string;
                  js_show_pair: string;
                  js_value_pair: string;
                }[];
                on_click?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_format: unknown;
                poptin_id: string;
                poptin_name: string;
                poptin_new_session?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                /** @enum {string} */
                poptin_target: 'lead' | 'click' | 'social_proof' | 'others';
                /** @enum {string} */
                poptin_type:
                  | 'lightbox'
                  | 'gamified'
                  | 'bar'
                  | 'bside'
                  | 'sside'
                  | 'social'
                  | 'browsing'
                  | 'fullpage'
                  | 'mobile'
                  | 'embedded'
                  | 'content';
                poptin_url: string;
                /** @enum {string} */
                shopify_cart_trigger_action?: 'cart_value' | 'item_count';
                shopify_cart_trigger_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                /** @enum {string} */
                shopify_cart_trigger_cart_spec_filter?:
                  'greater_than' | 'equal' | 'greater_than_or_equal';
                shopify_cart_trigger_cart_spec_value?: number | string;
                shopify_cart_trigger_products?: string;
                show_on_pages?: {
                  /** @enum {string} */
                  rule:
                    | 'contain'
                    | 'exact'
                    | 'start'
                    | 'end'
                    | 'greater_than'
                    | 'less_than'
                    | 'any_value';
                  value: string;
                }[];
                source_code_target_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                source_code_target_html?: string;
                /** @enum {string} */
                source_code_target_role?: 'contain' | 'not_contain';
                stop_showing_to_converted_users?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                viewer_id?: string;
                /** @enum {string} */
                wix_cart_trigger_action?: 'cart_value' | 'item_count';
                wix_cart_trigger_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                /** @enum {string} */
                wix_cart_trigger_cart_spec_filter?:
                  'greater_than' | 'equal' | 'greater_than_or_equal';
                wix_cart_trigger_cart_spec_value?: number | string;
                wix_cart_trigger_products?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    /** A popup opened by a click on a link or button (form-encoded) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          popupId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            all_visited_pages?: string;
            browser_language?: string;
            /** @enum {string} */
            cancel_visitor_count?: '0' | '1' | '';
            cart_products_ids_list?: string;
            cart_products_org_ids_list?: string;
            cart_total_items?: string;
            cart_total_price?: string;
            cc?: string;
            client_id?: string;
            converted_email?: string;
            cookies?: string;
            domain?: string;
            /** @enum {string} */
            if_mobile?: '0' | '1' | '';
            /** @enum {string} */
            if_page_refreshed?: '0' | '1' | '';
            operating_system?: string;
            origin_landing_page?: string;
            page_title?: string;
            poptin_display?: string;
            poptin_forms_id?: string;
            poptin_viewed_url?: string;
            preview_poptin_id?: '' | string;
            previous_url?: string;
            previous_visited_pages?: string;
            previous_visited_pages_with_time?: string;
            referrer?: string;
            store_integration?: string;
            store_integration_customer_id?: string;
            triggers?: string;
            wix_cart_id?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              country: string;
              country_code: string;
              /** @enum {string} */
              display: 'allowed' | 'not_allowed';
              if_freemium: 0 | 1;
              /** @enum {string} */
              lang: 'en' | 'he';
              message?: string;
              poptins: {
                ab_test?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                ab_test_parent_id?: string | null;
                account_id?: string;
                auto_pilot_trigger?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                cookie?: string;
                cookie_filter?: {
                  cookie_name_pair: string;
                  cookie_show_pair: string;
                  cookie_value_pair: string;
                }[];
                d_f_a?:
                  | {
                      /** @enum {string} */
                      rule: 'display_once_a_visitor_2';
                    }
                  | {
                      days: number;
                      /** @enum {string} */
                      rule: 'display_once_every_few_days_3';
                    }
                  | {
                      /** @enum {string} */
                      rule: 'display_once_every_few_visiting_4';
                      visits: number;
                    }
                  | {
                      /** @enum {string} */
                      rule: 'display_everytime_everypage_5';
                    };
                d_f_r?:
                  | {
                      /** @enum {string} */
                      rule: 'display_once_a_visitor_2';
                    }
                  | {
                      days: number;
                      /** @enum {string} */
                      rule: 'display_once_every_few_days_3';
                    }
                  | {
                      /** @enum {string} */
                      rule: 'display_once_every_few_visiting_4';
                      visits: number;
                    }
                  | {
                      /** @enum {string} */
                      rule: 'display_everytime_everypage_5';
                    };
                display?: boolean;
                /** @enum {string} */
                display_after_exit_website_active?: 'yes' | 'no';
                display_after_inactive_seconds_active?: 'no' | number;
                display_after_page_click_number_active?: 'no' | number;
                display_after_scroll_active?: 'no' | number;
                display_after_sec_active?: 'no' | number;
                /** @enum {string} */
                display_after_sec_active_on?: 'page' | 'website';
                display_after_visit_page_active?: 'no' | number;
                display_if_adblock_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                display_if_specific_cookie_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                display_if_specific_js_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                /** @enum {string} */
                display_on_device?: 'all' | 'mobile' | 'desktop';
                engagement_with_other_poptin_filter?: string;
                engagement_with_other_poptin_filter_active?:
                  boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                hide_on_pages?: {
                  /** @enum {string} */
                  rule:
                    | 'contain'
                    | 'exact'
                    | 'start'
                    | 'end'
                    | 'greater_than'
                    | 'less_than'
                    | 'any_value';
                  value: string;
                }[];
                if_poptin_credit?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                is_teasers_on?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                js_filter?: {
                  js_name_pair: string;
                  js_show_pair: string;
                  js_value_pair: string;
                }[];
                on_click?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_format: unknown;
                poptin_id: string;
                poptin_name: string;
                poptin_new_session?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                /** @enum {string} */
                poptin_target: 'lead' | 'click' | 'social_proof' | 'others';
                /** @enum {string} */
                poptin_type:
                  | 'lightbox'
                  | 'gamified'
                  | 'bar'
                  | 'bside'
                  | 'sside'
                  | 'social'
                  | 'browsing'
                  | 'fullpage'
                  | 'mobile'
                  | 'embedded'
                  | 'content';
                poptin_url: string;
                /** @enum {string} */
                shopify_cart_trigger_action?: 'cart_value' | 'item_count';
                shopify_cart_trigger_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                /** @enum {string} */
                shopify_cart_trigger_cart_spec_filter?:
                  'greater_than' | 'equal' | 'greater_than_or_equal';
                shopify_cart_trigger_cart_spec_value?: number | string;
                shopify_cart_trigger_products?: string;
                show_on_pages?: {
                  /** @enum {string} */
                  rule:
                    | 'contain'
                    | 'exact'
                    | 'start'
                    | 'end'
                    | 'greater_than'
                    | 'less_than'
                    | 'any_value';
                  value: string;
                }[];
                source_code_target_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                source_code_target_html?: string;
                /** @enum {string} */
                source_code_target_role?: 'contain' | 'not_contain';
                stop_showing_to_converted_users?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                viewer_id?: string;
                /** @enum {string} */
                wix_cart_trigger_action?: 'cart_value' | 'item_count';
                wix_cart_trigger_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                /** @enum {string} */
                wix_cart_trigger_cart_spec_filter?:
                  'greater_than' | 'equal' | 'greater_than_or_equal';
                wix_cart_trigger_cart_spec_value?: number | string;
                wix_cart_trigger_products?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/display/closed/{poptin_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A popup was closed, and how (close_trigger) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          poptin_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            client_id: string;
            /** @enum {string} */
            close_trigger?:
              'cancel_click' | 'auto_close' | 'bg_click' | 'timer' | 'submit' | 'x_click' | '';
            converted_email?: string;
            poptin_view_id?: string;
            store_integration?: string;
            store_integration_customer_id?: string;
            url?: string;
            viewer_id?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/display/content/{clientId}/{popupId}/{version}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A popup's content, at its poptin_url (never changes; cached a year) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          clientId: string;
          popupId: string;
          version: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              design?: {
                blocks: (
                  | {
                      level: 1 | 2 | 3;
                      text: string;
                      /** @enum {string} */
                      type: 'heading';
                    }
                  | {
                      text: string;
                      /** @enum {string} */
                      type: 'text';
                    }
                  | {
                      alt: string;
                      height?: number;
                      src: string;
                      /** @enum {string} */
                      type: 'image';
                      width?: number;
                    }
                  | {
                      /** @enum {string} */
                      action: 'submit' | 'close' | 'link';
                      href?: string;
                      label: string;
                      /** @enum {string} */
                      type: 'button';
                    }
                  | {
                      consent?: string;
                      fields: {
                        /** @enum {string} */
                        email_validation?:
                          'no-validation' | 'check-typos' | 'business-email' | 'typos-business';
                        /** @enum {string} */
                        kind:
                          | 'email'
                          | 'name'
                          | 'phone'
                          | 'text'
                          | 'textarea'
                          | 'number'
                          | 'date'
                          | 'birthday'
                          | 'url'
                          | 'select'
                          | 'checkbox'
                          | 'radio'
                          | 'hidden';
                        label: string;
                        name?: string;
                        options?: string[];
                        /** @enum {string} */
                        phone_validation?: 'basic' | 'advanced' | 'international';
                        placeholder?: string;
                        required?: boolean;
                        value?: string;
                      }[];
                      mailing_list?: string;
                      submit_label: string;
                      /** @enum {string} */
                      type: 'form';
                    }
                  | {
                      caption?: string;
                      code: string;
                      /** @enum {string} */
                      type: 'coupon';
                    }
                  | {
                      /** @enum {string} */
                      type: 'countdown';
                    }
                  | {
                      /** @enum {string} */
                      type: 'products';
                    }
                  | {
                      html: string;
                      /** @enum {string} */
                      type: 'html';
                    }
                )[];
                teaser?: {
                  /** @enum {string} */
                  show: 'always' | 'before_show' | 'after_close';
                  text: string;
                };
                thank_you?: (
                  | {
                      level: 1 | 2 | 3;
                      text: string;
                      /** @enum {string} */
                      type: 'heading';
                    }
                  | {
                      text: string;
                      /** @enum {string} */
                      type: 'text';
                    }
                  | {
                      alt: string;
                      height?: number;
                      src: string;
                      /** @enum {string} */
                      type: 'image';
                      width?: number;
                    }
                  | {
                      /** @enum {string} */
                      action: 'submit' | 'close' | 'link';
                      href?: string;
                      label: string;
                      /** @enum {string} */
                      type: 'button';
                    }
                  | {
                      consent?: string;
                      fields: {
                        /** @enum {string} */
                        email_validation?:
                          'no-validation' | 'check-typos' | 'business-email' | 'typos-business';
                        /** @enum {string} */
                        kind:
                          | 'email'
                          | 'name'
                          | 'phone'
                          | 'text'
                          | 'textarea'
                          | 'number'
                          | 'date'
                          | 'birthday'
                          | 'url'
                          | 'select'
                          | 'checkbox'
                          | 'radio'
                          | 'hidden';
                        label: string;
                        name?: string;
                        options?: string[];
                        /** @enum {string} */
                        phone_validation?: 'basic' | 'advanced' | 'international';
                        placeholder?: string;
                        required?: boolean;
                        value?: string;
                      }[];
                      mailing_list?: string;
                      submit_label: string;
                      /** @enum {string} */
                      type: 'form';
                    }
                  | {
                      caption?: string;
                      code: string;
                      /** @enum {string} */
                      type: 'coupon';
                    }
                  | {
                      /** @enum {string} */
                      type: 'countdown';
                    }
                  | {
                      /** @enum {string} */
                      type: 'products';
                    }
                  | {
                      html: string;
                      /** @enum {string} */
                      type: 'html';
                    }
                )[];
                theme?: {
                  accent?: string;
                  /** @enum {string} */
                  align?: 'start' | 'center';
                  background?: string;
                  /** @enum {string} */
                  font_scale?: 'small' | 'medium' | 'large';
                  text?: string;
                };
              };
              design_properties: {
                add_to_cart?: string;
                cart_threshold?: number;
                coupon?: {
                  code: string;
                  coupon_type: string;
                };
                disable_post_play_screen?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                field_checkbox_default_marked?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                field_checkbox_required?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_auto_close?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_auto_close_sec?: number;
                poptin_design_close_on_screen_click?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                /** @enum {string} */
                poptin_design_close_options_type?:
                  'closing_options-x' | 'closing_options-button' | 'closing_options-';
                poptin_design_content_lock?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_entry_effect?: string;
                poptin_design_exit_effect?: string;
                poptin_design_redirect?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_redirect_send_form_data?:
                  boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_redirect_url?: string;
                poptin_design_show_x_after_sec?: number;
                poptin_design_show_x_comment?: string;
                poptin_design_thank_screen?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_thank_screen_auto_close?:
                  boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_thank_screen_auto_close_sec?: number;
                poptin_location?: string;
                shopify_add_to_cart_2?: string;
                shopify_add_to_cart_3?: string;
                shopify_add_to_cart_4?: string;
                shopify_add_to_cart_5?: string;
                shopify_add_to_cart_6?: string;
                switch_mobile_editor?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                timer?: string;
                timer_ver?: 0 | 1 | 2;
              };
              gamified_prize?: {
                chances: number;
                code?: string;
                coupon_id?: string;
                is_winner: 0 | 1;
                label: string;
                loosing_option?: string;
                prize_id: string;
                redirect_to?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                redirect_to_options?: {
                  redirect_close?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                  redirect_close_delay?: number;
                  redirect_to_url?: string;
                };
              }[];
              poptin?: string;
              poptin_id: string;
              poptin_size: {
                height: number;
                width: number;
              };
              poptin_trigger?: {
                /** @enum {string} */
                close_trigger?:
                  'cancel_click' | 'auto_close' | 'bg_click' | 'timer' | 'submit' | 'x_click' | '';
                convert?: boolean;
              };
              shopify_product_settings?: {
                /** @enum {string} */
                buttons_action:
                  | 'add_to_cart'
                  | 'add_to_cart_redirect'
                  | 'redirect'
                  | 'redirect_blank'
                  | 'no_buttons';
                /** @enum {string} */
                category: 'last_visited' | 'product_in_cart' | 'manual' | 'product_collection';
                collection?: string;
                count: number;
                manual_products?: string[];
              };
              version: string;
              wheel_has_coupon?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              x_close_button?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/display/conversion-activities/{client_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A converted visitor viewed or closed a popup (JSON) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          client_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            activity: 'viewed' | 'closed';
            email: string;
            poptin_id: string;
            store_integration?: string;
            store_integration_customer_id?: string;
            url?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/display/conversion/{viewer_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A visitor converted: a lead, a click or a coupon click */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          viewer_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            all_visited_pages?: string;
            browser_language?: string;
            /** @enum {string} */
            checkbox_checked?: '0' | '1' | 'true' | 'false' | 'on' | '';
            client_id: string;
            coupon?: string;
            extra_button?: string;
            facebook_messanger_data_ref?: string;
            leader_request_cookie?: string;
            newExtraFields?: string;
            operating_system?: string;
            origin_landing_page?: string;
            p_target?: string;
            poptin_id: string;
            poptin_view_id?: string;
            previous_url?: string;
            previous_visited_pages?: string;
            previous_visited_pages_with_time?: string;
            referrer?: string;
            store_integration?: string;
            store_integration_customer_id?: string;
            title?: string;
            trigger?: string;
            url?: string;
            /** @enum {string} */
            visitor?: 'mobile' | 'desktop' | '';
          } & {
            [key: string]: string | string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              conversion_id: string;
              /** @description a lead’s code from the popup’s design_properties.coupon: the coupon’s own, or (coupon_type unique, or a coupon with a pattern) a single-use code issued to this lead */
              coupon?: {
                code: string;
                coupon_type: string;
              };
              integration: {
                conversion_code: string;
              };
              prize?: {
                code?: string;
                is_winner: 0 | 1;
                label: string;
                prize_id: string;
              };
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  error: {
                    /** @enum {string} */
                    code: 'invalid_fields';
                    fields: {
                      field: string;
                      reason: string;
                    }[];
                    message: string;
                    requestId: string;
                  };
                  /** @enum {boolean} */
                  success: false;
                }
              | {
                  error: {
                    code: string;
                    fields?: {
                      field: string;
                      reason: string;
                    }[];
                    message: string;
                    requestId: string;
                  };
                };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/display/limitLogs/{client_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The widget reports that a limit stopped it */
    get: {
      parameters: {
        query?: {
          id?: string;
          status?: string;
        };
        header?: never;
        path: {
          client_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/display/shopify/get-client-id/{shop}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The client id of the site whose allowed domains name this Shopify shop's myshopify.com address */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          shop: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              client_id: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/display/shopify/get-price-rules/{clientId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The site's shop's discount codes as Shopify price rules */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          clientId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              price_rules: {
                /** @enum {string} */
                allocation_method: 'across' | 'each';
                /** @enum {string} */
                customer_selection: 'all';
                ends_at: string | null;
                /** @description our category ids */
                entitled_collection_ids: string[];
                entitled_product_ids: string[];
                id: string;
                once_per_customer: boolean;
                /** @description the minimum spend, money in the shop’s currency */
                prerequisite_subtotal_range: {
                  greater_than_or_equal_to: string;
                } | null;
                starts_at: string | null;
                /** @enum {string} */
                target_selection: 'all' | 'entitled';
                /** @enum {string} */
                target_type: 'line_item' | 'shipping_line';
                /** @description the code a shopper types */
                title: string;
                usage_limit: number | null;
                /** @description negative: "-10.0" (percent) or "-5.00" (money, the shop’s currency) */
                value: string;
                /** @enum {string} */
                value_type: 'percentage' | 'fixed_amount';
              }[];
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/display/shopify/product-recommendation/{poptin_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The products a popup's recommendations block shows */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          poptin_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            cart_products_org_ids_list?: string[] | string;
            /** @enum {string} */
            category?: 'last_visited' | 'product_in_cart' | 'manual' | 'product_collection';
            client_id?: string;
            collection?: string;
            count?: number;
            /** @enum {string} */
            lang?: 'en' | 'he';
            last_visited_products?: string[] | string;
            manual_products?: string[] | string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              currency: string;
              data: {
                products: {
                  body_html: string;
                  compare_at_price: string | null;
                  currency: string;
                  handle: string;
                  has_options: boolean;
                  image: string | null;
                  image_alt: string;
                  inventory_quantity: number | null;
                  price: string;
                  product_id: string;
                  title: string;
                  url: string;
                  variant_id: number;
                }[];
              };
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  error: {
                    code: string;
                    message: string;
                    requestId: string;
                  };
                  /** @enum {boolean} */
                  success: false;
                }
              | {
                  error: {
                    code: string;
                    fields?: {
                      field: string;
                      reason: string;
                    }[];
                    message: string;
                    requestId: string;
                  };
                };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                requestId: string;
              };
              /** @enum {boolean} */
              success: false;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                requestId: string;
              };
              /** @enum {boolean} */
              success: false;
            };
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/display/total-website-session/{client_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A website-session ping from the widget (JSON) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          client_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email?: string;
            store_integration?: string;
            store_integration_customer_id?: string;
            url?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/display/validation-emails': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Free and disposable email domains, one a line (text/plain) */
    get: {
      parameters: {
        query?: {
          list?: 'free' | 'disposable' | 'all';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/display/viewed/{poptin_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A popup was shown; answers the view id (JSON) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          poptin_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            client_id: string;
            converted_email?: string;
            store_integration?: string;
            store_integration_customer_id?: string;
            trigger?: string;
            type?: string;
            url?: string;
            viewer_id?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              poptin_view_id: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/embed/contact-forms/{id}/feedback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a message (multipart form data); answers status, message, invalid_fields … */
    post: {
      parameters: {
        query?: {
          lang?: 'en' | 'he';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              captcha: {
                [key: string]: string;
              };
              invalid_fields: {
                field: string;
                message: string;
              }[];
              message: string;
              posted_data_hash: string;
              quiz: {
                [key: string]: [string, string];
              };
              status: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/embed/contact-forms/{id}/feedback/schema': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A contact form's fields and rules, and its time-trap token */
    get: {
      parameters: {
        query?: {
          lang?: 'en' | 'he';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              fields: {
                [key: string]: unknown;
              }[];
              id: string;
              name: string;
              schema: {
                locale: string;
                rules: {
                  [key: string]: unknown;
                }[];
                version: number;
              };
              started: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/embed/contact-forms/{id}/refill': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A fresh time-trap token and fresh captcha and quiz values, after the form reset */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              captcha: {
                [key: string]: string;
              };
              quiz: {
                [key: string]: [string, string];
              };
              started: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/embed/mailing-list/lists/{listId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A list's consent words, for its sign-up form */
    get: {
      parameters: {
        query?: {
          lang?: 'en' | 'he';
        };
        header?: never;
        path: {
          listId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              consent_text: string;
              id: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/embed/mailing-list/subscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign up to a mailing list; the same answer whether or not the address was on it */
    post: {
      parameters: {
        query?: {
          lang?: 'en' | 'he';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            _nonce?: string;
            consent?: boolean | ('0' | '1' | 'on' | 'true' | 'yes' | 'false' | '');
            email: string;
            /** @default  */
            first_name?: string;
            /** @default  */
            last_name?: string;
            list_id: string;
            /** @default  */
            telephone?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              /** @enum {string} */
              status: 'subscribed' | 'confirmation_sent';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mailing-list/lists/{listId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A list's consent words, for its sign-up form */
    get: {
      parameters: {
        query?: {
          lang?: 'en' | 'he';
        };
        header?: never;
        path: {
          listId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              consent_text: string;
              id: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mailing-list/subscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign up to a mailing list; the same answer whether or not the address was on it */
    post: {
      parameters: {
        query?: {
          lang?: 'en' | 'he';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            _nonce?: string;
            consent?: boolean | ('0' | '1' | 'on' | 'true' | 'yes' | 'false' | '');
            email: string;
            /** @default  */
            first_name?: string;
            /** @default  */
            last_name?: string;
            list_id: string;
            /** @default  */
            telephone?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              /** @enum {string} */
              status: 'subscribed' | 'confirmation_sent';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/price-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Checks the shop's price password; right, prices show for this browser's session
     * @description Answers plain text: `success` (and sets the session cookie), or the message to show.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Products, categories, keywords and posts matching a query, for the search overlay
     * @description Needs this browser's nonce in the x-pinwheel-nonce header. A missing or stale one answers 403 nonce_missing or nonce_invalid with a fresh nonce in that header.
     */
    get: {
      parameters: {
        query: {
          lang?: 'en' | 'he';
          post_type?: 'any' | 'product' | 'post';
          query: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              categories: {
                title: string;
                url: string;
              }[];
              currency: string;
              keywords: string[];
              posts: {
                title: string;
                url: string;
              }[];
              query: string;
              suggestions: {
                addToCart:
                  | {
                      /** @enum {string} */
                      action: 'add';
                      id: number;
                      quantity: number;
                    }
                  | {
                      /** @enum {string} */
                      action: 'choose';
                      url: string;
                    }
                  | {
                      /** @enum {string} */
                      action: 'none';
                    };
                data: {
                  compareAtPrice: number | null;
                  image: {
                    height: number;
                    src: string;
                    srcSet: string;
                    width: number;
                  } | null;
                  inStock: boolean;
                  priceMax: number | null;
                  /** @description minor units; null: hidden by the price password */
                  priceMin: number | null;
                  title: string;
                };
                id: string;
                url: string;
              }[];
              view_all_link: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/search/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What the search overlay shows before a search: keywords, categories, the promo */
    get: {
      parameters: {
        query?: {
          lang?: 'en' | 'he';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              categories: {
                title: string;
                url: string;
              }[];
              keywords: string[];
              promo: {
                text: string;
                title: string;
                url: string;
              } | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in owner (or null) and a nonce for state-changing calls */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              nonce: string;
              owner: {
                email: string;
                id: string;
              } | null;
            };
          };
        };
      };
    };
    put?: never;
    /** Sign in as the owner; sets the httpOnly session cookie */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              owner: {
                email: string;
                id: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    /** Sign out: ends the session everywhere it is used */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shares': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Counts one share of a page to a network; answers the new count and its label */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            network: 'facebook' | 'twitter' | 'pinterest' | 'email';
            path: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              count: number;
              label: string;
              network: string;
              path: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shares/email-guard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The email link's guard fired (clicked more than twice); nothing to show */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            _nonce: string;
            path: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Remembers the signed-in owner's or this visitor's dismissal of the coming-soon banner */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            woocommerce_meta: {
              /** @enum {string} */
              coming_soon_banner_dismissed: 'yes';
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              woocommerce_meta: {
                /** @enum {string} */
                coming_soon_banner_dismissed: 'yes';
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/blog/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Related posts of a post (its address with relatedposts=1 and X-Requested-With: XMLHttpRequest) */
    get: {
      parameters: {
        query: {
          lang?: 'en' | 'he';
          relatedposts: '1';
          relatedposts_exclude?: string;
        };
        header?: never;
        path: {
          slug: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': unknown;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cart.js': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The visitor's cart in Shopify's AJAX cart shape */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cart.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The visitor's cart in Shopify's AJAX cart shape */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cart/add.js': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add variants: `items: [{id, quantity, properties}]` or one `id`/`quantity` */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cart/change.js': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set one line’s quantity (0 removes it), by `id` (key or variant) or `line` */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cart/clear.js': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Empty the cart */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cart/update.js': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set several quantities: `updates` by line key or variant id, or a list by line */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/healthz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The process is up */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'ok';
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/readyz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The process can serve: its database answers */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              checks: {
                /** @enum {string} */
                database: 'ok';
              };
              /** @enum {string} */
              status: 'ready';
            };
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              checks: {
                /** @enum {string} */
                database: 'unreachable';
              };
              /** @enum {string} */
              status: 'unavailable';
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/shopify/save/browse-abandonment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A Shopify customer's browse abandonment: the products looked at, or left in the cart */
    get: {
      parameters: {
        query: {
          clientId: string;
          customer: number | string;
          data_for: 'abandonment' | 'cart';
          products: string;
          total_cart_value?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wix/save-ordered-products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The products of a Wix order, for the customer's later popups */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            client_id: string;
            customer_id: number | string;
            products: {
              /** @default  */
              category?: string;
              product_id: number | string;
              product_name: string;
            }[];
            /** @default  */
            source_table?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                fields?: {
                  field: string;
                  reason: string;
                }[];
                message: string;
                requestId: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-admin/admin-ajax.php': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A fresh nonce for X-WP-Nonce (action=rest-nonce), for the signed-in owner */
    get: {
      parameters: {
        query?: {
          action?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': '0';
          };
        };
      };
    };
    put?: never;
    /** A fresh nonce for X-WP-Nonce (action=rest-nonce), for the signed-in owner */
    post: {
      parameters: {
        query?: {
          action?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': '0';
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The API's index: the site, its namespaces and every route */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              authentication: {
                [key: string]: unknown;
              };
              description: string;
              home: string;
              name: string;
              namespaces: string[];
              routes: {
                [key: string]: unknown;
              };
              url: string;
            } & {
              [key: string]: unknown;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The API's index: the site, its namespaces and every route */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              authentication: {
                [key: string]: unknown;
              };
              description: string;
              home: string;
              name: string;
              namespaces: string[];
              routes: {
                [key: string]: unknown;
              };
              url: string;
            } & {
              [key: string]: unknown;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/{vendor}/{version}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One namespace's index (wp/v2, wc/v3, pinwheel/v1): its routes */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          vendor: string;
          version: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              namespace: string;
              routes: {
                [key: string]: unknown;
              };
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/pinwheel/v1/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The owner's WooCommerce API keys (never their secrets) */
    get: {
      parameters: {
        query?: {
          offset?: number;
          order?: 'asc' | 'desc';
          page?: number;
          per_page?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created: string;
              description: string;
              id: string;
              last_access: string | null;
              /** @enum {string} */
              permissions: 'read' | 'write' | 'read_write';
              truncated_key: string;
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    put?: never;
    /** Create an API key; the answer holds its consumer key and secret, this once */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description: string;
            /** @enum {string} */
            permissions: 'read' | 'write' | 'read_write';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description ck_ and 40 hex digits; shown in this answer only. */
              consumer_key: string;
              /** @description cs_ and 40 hex digits; shown in this answer only. */
              consumer_secret: string;
              created: string;
              description: string;
              id: string;
              last_access: string | null;
              /** @enum {string} */
              permissions: 'read' | 'write' | 'read_write';
              truncated_key: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/pinwheel/v1/api-keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One API key */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created: string;
              description: string;
              id: string;
              last_access: string | null;
              /** @enum {string} */
              permissions: 'read' | 'write' | 'read_write';
              truncated_key: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Revoke an API key; programs using it are refused at once */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              deleted: true;
              previous: {
                created: string;
                description: string;
                id: string;
                last_access: string | null;
                /** @enum {string} */
                permissions: 'read' | 'write' | 'read_write';
                truncated_key: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/pinwheel/v1/browse-abandonment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Shopify customers' browse abandonment, newest first (site: one site's; data_for: abandonment or cart) */
    get: {
      parameters: {
        query?: {
          data_for?: 'abandonment' | 'cart';
          exclude?: string[];
          include?: string[];
          offset?: number;
          order?: 'asc' | 'desc';
          page?: number;
          per_page?: number;
          search?: string;
          site?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              customer_id: string;
              /** @enum {string} */
              data_for: 'abandonment' | 'cart';
              date_created_gmt: string;
              id: string;
              products: {
                category: string;
                product_id: string;
                product_name: string;
              }[];
              site_id: string;
              total_cart_value: string | null;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/pinwheel/v1/contact-forms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List contact forms (search matches their names) */
    get: {
      parameters: {
        query?: {
          exclude?: string[];
          include?: string[];
          offset?: number;
          order?: 'asc' | 'desc';
          orderby?: 'date' | 'id' | 'name';
          page?: number;
          per_page?: number;
          search?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created_at: number;
              definition: {
                [key: string]: unknown;
              };
              id: string;
              mail_to: string | null;
              name: string;
              updated_at: number;
              version: number;
            }[];
          };
        };
      };
    };
    put?: never;
    /** Create a contact form: fields with types, and rules beyond what they imply */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            definition: {
              fields: {
                accept?: string[];
                help?: {
                  en?: string;
                  he?: string;
                };
                label: {
                  en?: string;
                  he?: string;
                };
                max?: number;
                maxFileSize?: number;
                maxLength?: number;
                min?: number;
                minLength?: number;
                name: string;
                options?: string[];
                required?: boolean;
                /** @enum {string} */
                type:
                  | 'text'
                  | 'email'
                  | 'url'
                  | 'tel'
                  | 'number'
                  | 'date'
                  | 'time'
                  | 'textarea'
                  | 'select'
                  | 'radio'
                  | 'checkbox'
                  | 'acceptance'
                  | 'file';
              }[];
              /** @default [] */
              rules?: components['schemas']['ContactFormRuleInput'][];
            };
            /** @default null */
            mail_to?: string | null;
            name: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created_at: number;
              definition: {
                [key: string]: unknown;
              };
              id: string;
              mail_to: string | null;
              name: string;
              updated_at: number;
              version: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/pinwheel/v1/contact-forms/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve a contact form */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created_at: number;
              definition: {
                [key: string]: unknown;
              };
              id: string;
              mail_to: string | null;
              name: string;
              updated_at: number;
              version: number;
            };
          };
        };
      };
    };
    /** Update a contact form (only the fields sent; a new definition raises its version) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            definition?: {
              fields: {
                accept?: string[];
                help?: {
                  en?: string;
                  he?: string;
                };
                label: {
                  en?: string;
                  he?: string;
                };
                max?: number;
                maxFileSize?: number;
                maxLength?: number;
                min?: number;
                minLength?: number;
                name: string;
                options?: string[];
                required?: boolean;
                /** @enum {string} */
                type:
                  | 'text'
                  | 'email'
                  | 'url'
                  | 'tel'
                  | 'number'
                  | 'date'
                  | 'time'
                  | 'textarea'
                  | 'select'
                  | 'radio'
                  | 'checkbox'
                  | 'acceptance'
                  | 'file';
              }[];
              /** @default [] */
              rules?: components['schemas']['ContactFormRuleInput'][];
            };
            mail_to?: string | null;
            name?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created_at: number;
              definition: {
                [key: string]: unknown;
              };
              id: string;
              mail_to: string | null;
              name: string;
              updated_at: number;
              version: number;
            };
          };
        };
      };
    };
    /** Update a contact form (only the fields sent; a new definition raises its version) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            definition?: {
              fields: {
                accept?: string[];
                help?: {
                  en?: string;
                  he?: string;
                };
                label: {
                  en?: string;
                  he?: string;
                };
                max?: number;
                maxFileSize?: number;
                maxLength?: number;
                min?: number;
                minLength?: number;
                name: string;
                options?: string[];
                required?: boolean;
                /** @enum {string} */
                type:
                  | 'text'
                  | 'email'
                  | 'url'
                  | 'tel'
                  | 'number'
                  | 'date'
                  | 'time'
                  | 'textarea'
                  | 'select'
                  | 'radio'
                  | 'checkbox'
                  | 'acceptance'
                  | 'file';
              }[];
              /** @default [] */
              rules?: components['schemas']['ContactFormRuleInput'][];
            };
            mail_to?: string | null;
            name?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created_at: number;
              definition: {
                [key: string]: unknown;
              };
              id: string;
              mail_to: string | null;
              name: string;
              updated_at: number;
              version: number;
            };
          };
        };
      };
    };
    /** Delete a contact form for good (force=true) and the messages sent through it */
    delete: {
      parameters: {
        query?: {
          /** @description Must be true: the resource has no trash. */
          force?: boolean | ('0' | '1' | 'true' | 'false');
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created_at: number;
              definition: {
                [key: string]: unknown;
              };
              id: string;
              mail_to: string | null;
              name: string;
              updated_at: number;
              version: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Update a contact form (only the fields sent; a new definition raises its version) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            definition?: {
              fields: {
                accept?: string[];
                help?: {
                  en?: string;
                  he?: string;
                };
                label: {
                  en?: string;
                  he?: string;
                };
                max?: number;
                maxFileSize?: number;
                maxLength?: number;
                min?: number;
                minLength?: number;
                name: string;
                options?: string[];
                required?: boolean;
                /** @enum {string} */
                type:
                  | 'text'
                  | 'email'
                  | 'url'
                  | 'tel'
                  | 'number'
                  | 'date'
                  | 'time'
                  | 'textarea'
                  | 'select'
                  | 'radio'
                  | 'checkbox'
                  | 'acceptance'
                  | 'file';
              }[];
              /** @default [] */
              rules?: components['schemas']['ContactFormRuleInput'][];
            };
            mail_to?: string | null;
            name?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created_at: number;
              definition: {
                [key: string]: unknown;
              };
              id: string;
              mail_to: string | null;
              name: string;
              updated_at: number;
              version: number;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/pinwheel/v1/contact-forms/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List messages sent through contact forms, newest first (search matches fields) */
    get: {
      parameters: {
        query?: {
          exclude?: string[];
          /** @description Only the messages sent through this form */
          form?: string;
          include?: string[];
          offset?: number;
          order?: 'asc' | 'desc';
          orderby?: 'date';
          page?: number;
          per_page?: number;
          search?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created_at: number;
              fields: {
                [key: string]: string[];
              };
              files: {
                field: string;
                name: string;
                size: number;
              }[];
              form_id: string;
              form_name: string;
              id: string;
              mail_state: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/pinwheel/v1/contact-forms/messages/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve a message */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created_at: number;
              fields: {
                [key: string]: string[];
              };
              files: {
                field: string;
                name: string;
                size: number;
              }[];
              form_id: string;
              form_name: string;
              id: string;
              mail_state: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/pinwheel/v1/contact-forms/messages/{id}/files/{index}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download one of a message's files (always as an attachment) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          index: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/pinwheel/v1/coupons/{id}/codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The single-use codes issued from a coupon, newest first, with their lead and use (search matches the code) */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          search?: string;
          /** @description only used (true) or unused (false) codes */
          used?: 'true' | 'false';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              date_issued_gmt: string;
              date_used_gmt: string | null;
              /** @description what it took off that order */
              discount: string | null;
              /** @description the address of the order that used it */
              email: string | null;
              /** @description the lead it was issued to (pinwheel/v1/leads/{id}) */
              lead_id: string | null;
              /** @description the order that used it (wc/v3/orders/{id}) */
              order_id: string | null;
              used: boolean;
            }[];
          };
        };
      };
    };
    put?: never;
    /** Issue one more single-use code from the coupon’s pattern */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              date_issued_gmt: string;
              date_used_gmt: string | null;
              /** @description what it took off that order */
              discount: string | null;
              /** @description the address of the order that used it */
              email: string | null;
              /** @description the lead it was issued to (pinwheel/v1/leads/{id}) */
              lead_id: string | null;
              /** @description the order that used it (wc/v3/orders/{id}) */
              order_id: string | null;
              used: boolean;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/pinwheel/v1/leads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List leads, newest first (search matches emails, field values and pages) */
    get: {
      parameters: {
        query?: {
          /** @description Only leads made at or after this time */
          after?: string;
          /** @description Only leads made before this time */
          before?: string;
          exclude?: string[];
          include?: string[];
          kind?: 'lead' | 'click' | 'coupon';
          offset?: number;
          order?: 'asc' | 'desc';
          orderby?: 'date';
          page?: number;
          per_page?: number;
          /** @description Only the leads of this popup */
          popup?: string;
          search?: string;
          /** @description Only the leads of this site */
          site?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              browser_language: string;
              consent: boolean | null;
              country: string;
              coupon: string | null;
              created_at: number;
              deliveries: {
                attempts: number;
                delivered_at: number | null;
                endpoint_id: string;
                id: string;
                last_error: string | null;
                next_attempt_at: number;
                /** @enum {string} */
                status: 'pending' | 'delivered' | 'failed';
              }[];
              device: string;
              email: string | null;
              fields: {
                [key: string]: string | string[];
              };
              id: string;
              /** @enum {string} */
              kind: 'lead' | 'click' | 'coupon';
              operating_system: string;
              page_title: string;
              page_url: string;
              popup_id: string;
              prize: {
                code?: string;
                is_winner: 0 | 1;
                label: string;
                prize_id: string;
              } | null;
              properties: {
                [key: string]: string | string[];
              };
              referrer: string;
              site_id: string;
              trigger: string;
              utm: {
                [key: string]: string;
              };
              view_id: string;
              visitor_id: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/pinwheel/v1/leads/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve a lead with its fields and delivery states */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              browser_language: string;
              consent: boolean | null;
              country: string;
              coupon: string | null;
              created_at: number;
              deliveries: {
                attempts: number;
                delivered_at: number | null;
                endpoint_id: string;
                id: string;
                last_error: string | null;
                next_attempt_at: number;
                /** @enum {string} */
                status: 'pending' | 'delivered' | 'failed';
              }[];
              device: string;
              email: string | null;
              fields: {
                [key: string]: string | string[];
              };
              id: string;
              /** @enum {string} */
              kind: 'lead' | 'click' | 'coupon';
              operating_system: string;
              page_title: string;
              page_url: string;
              popup_id: string;
              prize: {
                code?: string;
                is_winner: 0 | 1;
                label: string;
                prize_id: string;
              } | null;
              properties: {
                [key: string]: string | string[];
              };
              referrer: string;
              site_id: string;
              trigger: string;
              utm: {
                [key: string]: string;
              };
              view_id: string;
              visitor_id: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/pinwheel/v1/mailing-lists': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List mailing lists (search matches their names) */
    get: {
      parameters: {
        query?: {
          exclude?: string[];
          include?: string[];
          offset?: number;
          order?: 'asc' | 'desc';
          orderby?: 'date' | 'id' | 'name';
          page?: number;
          per_page?: number;
          search?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              consent_text: {
                en?: string;
                he?: string;
              };
              created_at: number;
              double_opt_in: boolean;
              id: string;
              name: string;
              updated_at: number;
            }[];
          };
        };
      };
    };
    put?: never;
    /** Create a mailing list */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            consent_text: {
              en?: string;
              he?: string;
            };
            /** @default false */
            double_opt_in?: boolean;
            name: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              consent_text: {
                en?: string;
                he?: string;
              };
              created_at: number;
              double_opt_in: boolean;
              id: string;
              name: string;
              updated_at: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/pinwheel/v1/mailing-lists/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve a mailing list */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              consent_text: {
                en?: string;
                he?: string;
              };
              created_at: number;
              double_opt_in: boolean;
              id: string;
              name: string;
              updated_at: number;
            };
          };
        };
      };
    };
    /** Update a mailing list: its name, double opt-in, consent words (only those sent) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            consent_text?: {
              en?: string;
              he?: string;
            };
            double_opt_in?: boolean;
            name?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              consent_text: {
                en?: string;
                he?: string;
              };
              created_at: number;
              double_opt_in: boolean;
              id: string;
              name: string;
              updated_at: number;
            };
          };
        };
      };
    };
    /** Update a mailing list: its name, double opt-in, consent words (only those sent) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            consent_text?: {
              en?: string;
              he?: string;
            };
            double_opt_in?: boolean;
            name?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              consent_text: {
                en?: string;
                he?: string;
              };
              created_at: number;
              double_opt_in: boolean;
              id: string;
              name: string;
              updated_at: number;
            };
          };
        };
      };
    };
    /** Delete a mailing list for good (force=true), and its subscribers with it */
    delete: {
      parameters: {
        query?: {
          /** @description Must be true: the resource has no trash. */
          force?: boolean | ('0' | '1' | 'true' | 'false');
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              consent_text: {
                en?: string;
                he?: string;
              };
              created_at: number;
              double_opt_in: boolean;
              id: string;
              name: string;
              updated_at: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Update a mailing list: its name, double opt-in, consent words (only those sent) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            consent_text?: {
              en?: string;
              he?: string;
            };
            double_opt_in?: boolean;
            name?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              consent_text: {
                en?: string;
                he?: string;
              };
              created_at: number;
              double_opt_in: boolean;
              id: string;
              name: string;
              updated_at: number;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/pinwheel/v1/mailing-lists/{id}/subscribers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a mailing list's subscribers with their consent (search matches addresses and names) */
    get: {
      parameters: {
        query?: {
          exclude?: string[];
          include?: string[];
          offset?: number;
          order?: 'asc' | 'desc';
          orderby?: 'date';
          page?: number;
          per_page?: number;
          search?: string;
          status?: 'pending' | 'subscribed' | 'unsubscribed';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              confirmation_mail: string | null;
              confirmed_at: number | null;
              consent_text: string;
              consented_at: number;
              email: string;
              first_name: string;
              id: string;
              last_name: string;
              source: string;
              status: string;
              telephone: string;
              unsubscribed_at: number | null;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/pinwheel/v1/orders/{id}/emails': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The mails an order sent or kept, oldest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description plain text, as sent */
              body: string;
              date_created_gmt: string;
              id: string;
              /** @description the customer note it carried */
              note_id: string | null;
              recipient: string;
              /**
               * @description sent: the SMTP server took it; kept: no SMTP server is set; failed: it refused
               * @enum {string}
               */
              state: 'sent' | 'kept' | 'failed';
              subject: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/pinwheel/v1/orders/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The orders the filters match as CSV, newest first (UTF-8 with BOM, formulas neutralised), streamed */
    get: {
      parameters: {
        query?: {
          /** @description Only orders placed at or after this time */
          after?: string;
          /** @description Only orders placed before this time */
          before?: string;
          /** @description Only the orders of this email address (WooCommerce takes a customer id; we have no customer accounts) */
          customer?: string;
          search?: string;
          status?: (
            ('pending' | 'on-hold' | 'processing' | 'completed' | 'cancelled' | 'refunded') | 'any'
          )[];
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/pinwheel/v1/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The dashboard’s overview: sold orders and revenue since the day’s and the month’s start, best sellers, low stock, reviews waiting */
    get: {
      parameters: {
        query: {
          lang?: 'en' | 'he';
          /** @description When the owner’s month began */
          month_start: string;
          /** @description When the owner’s day began (ISO 8601 with offset) */
          today_start: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              best_sellers: {
                name: string;
                product_id: string;
                quantity: number;
              }[];
              currency: string;
              low_stock: {
                name: string;
                options: string;
                product_id: string;
                stock: number;
                variation_id: number;
              }[];
              month: {
                orders: number;
                revenue: string;
              };
              reviews_waiting: number;
              today: {
                orders: number;
                revenue: string;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/pinwheel/v1/owner-invites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Invitations not yet accepted, withdrawn or expired */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created: string;
              email: string;
              expires: string;
              id: string;
              invited_by: string | null;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    put?: never;
    /** Invite an address to become an owner: mailed when SMTP is set, else the link is answered */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
            /**
             * @default en
             * @enum {string}
             */
            lang?: 'en' | 'he';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created: string;
              email: string;
              expires: string;
              id: string;
              invited_by: string | null;
              /** @description The invitation link, only when no mail went out: for the owner to pass on */
              link?: string;
              /**
               * @description sent: mailed; not_configured: no SMTP server is set; failed: the server refused it
               * @enum {string}
               */
              mail: 'sent' | 'not_configured' | 'failed';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/pinwheel/v1/owner-invites/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Withdraw an invitation: its link stops working */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              deleted: true;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/pinwheel/v1/owners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every owner of the shop */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created: string;
              email: string;
              id: string;
              is_current: boolean;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/pinwheel/v1/owners/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove another owner (never the last one); their sessions and keys end */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              deleted: true;
              previous: {
                created: string;
                email: string;
                id: string;
                is_current: boolean;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/pinwheel/v1/owners/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in owner’s own account */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created: string;
              email: string;
              id: string;
              is_current: boolean;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Change the signed-in owner’s email and/or password; the current password is required. A new password signs out every other session. */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            current_password: string;
            /** Format: email */
            email?: string;
            password?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created: string;
              email: string;
              id: string;
              is_current: boolean;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Change the signed-in owner’s email and/or password; the current password is required. A new password signs out every other session. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            current_password: string;
            /** Format: email */
            email?: string;
            password?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created: string;
              email: string;
              id: string;
              is_current: boolean;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    /** Change the signed-in owner’s email and/or password; the current password is required. A new password signs out every other session. */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            current_password: string;
            /** Format: email */
            email?: string;
            password?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created: string;
              email: string;
              id: string;
              is_current: boolean;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/pinwheel/v1/popups/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve a popup */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description The popup id */
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created_at: number;
              id: string;
              popup: {
                [key: string]: unknown;
              };
              site_id: string;
              /** @enum {string} */
              status: 'draft' | 'live' | 'paused';
              updated_at: number;
            };
          };
        };
      };
    };
    /** Update a popup: its status, and/or its whole popup data */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description The popup id */
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            popup?: {
              ab_test?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              ab_test_parent_id?: string | null;
              account_id?: string;
              auto_pilot_trigger?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              cookie?: string;
              cookie_filter?: {
                cookie_name_pair: string;
                cookie_show_pair: string;
                cookie_value_pair: string;
              }[];
              d_f_a?:
                | {
                    /** @enum {string} */
                    rule: 'display_once_a_visitor_2';
                  }
                | {
                    days: number;
                    /** @enum {string} */
                    rule: 'display_once_every_few_days_3';
                  }
                | {
                    /** @enum {string} */
                    rule: 'display_once_every_few_visiting_4';
                    visits: number;
                  }
                | {
                    /** @enum {string} */
                    rule: 'display_everytime_everypage_5';
                  };
              d_f_r?:
                | {
                    /** @enum {string} */
                    rule: 'display_once_a_visitor_2';
                  }
                | {
                    days: number;
                    /** @enum {string} */
                    rule: 'display_once_every_few_days_3';
                  }
                | {
                    /** @enum {string} */
                    rule: 'display_once_every_few_visiting_4';
                    visits: number;
                  }
                | {
                    /** @enum {string} */
                    rule: 'display_everytime_everypage_5';
                  };
              design?: {
                blocks: (
                  | {
                      level: 1 | 2 | 3;
                      text: string;
                      /** @enum {string} */
                      type: 'heading';
                    }
                  | {
                      text: string;
                      /** @enum {string} */
                      type: 'text';
                    }
                  | {
                      alt: string;
                      height?: number;
                      src: string;
                      /** @enum {string} */
                      type: 'image';
                      width?: number;
                    }
                  | {
                      /** @enum {string} */
                      action: 'submit' | 'close' | 'link';
                      href?: string;
                      label: string;
                      /** @enum {string} */
                      type: 'button';
                    }
                  | {
                      consent?: string;
                      fields: {
                        /** @enum {string} */
                        email_validation?:
                          'no-validation' | 'check-typos' | 'business-email' | 'typos-business';
                        /** @enum {string} */
                        kind:
                          | 'email'
                          | 'name'
                          | 'phone'
                          | 'text'
                          | 'textarea'
                          | 'number'
                          | 'date'
                          | 'birthday'
                          | 'url'
                          | 'select'
                          | 'checkbox'
                          | 'radio'
                          | 'hidden';
                        label: string;
                        name?: string;
                        options?: string[];
                        /** @enum {string} */
                        phone_validation?: 'basic' | 'advanced' | 'international';
                        placeholder?: string;
                        required?: boolean;
                        value?: string;
                      }[];
                      mailing_list?: string;
                      submit_label: string;
                      /** @enum {string} */
                      type: 'form';
                    }
                  | {
                      caption?: string;
                      code: string;
                      /** @enum {string} */
                      type: 'coupon';
                    }
                  | {
                      /** @enum {string} */
                      type: 'countdown';
                    }
                  | {
                      /** @enum {string} */
                      type: 'products';
                    }
                  | {
                      html: string;
                      /** @enum {string} */
                      type: 'html';
                    }
                )[];
                teaser?: {
                  /** @enum {string} */
                  show: 'always' | 'before_show' | 'after_close';
                  text: string;
                };
                thank_you?: (
                  | {
                      level: 1 | 2 | 3;
                      text: string;
                      /** @enum {string} */
                      type: 'heading';
                    }
                  | {
                      text: string;
                      /** @enum {string} */
                      type: 'text';
                    }
                  | {
                      alt: string;
                      height?: number;
                      src: string;
                      /** @enum {string} */
                      type: 'image';
                      width?: number;
                    }
                  | {
                      /** @enum {string} */
                      action: 'submit' | 'close' | 'link';
                      href?: string;
                      label: string;
                      /** @enum {string} */
                      type: 'button';
                    }
                  | {
                      consent?: string;
                      fields: {
                        /** @enum {string} */
                        email_validation?:
                          'no-validation' | 'check-typos' | 'business-email' | 'typos-business';
                        /** @enum {string} */
                        kind:
                          | 'email'
                          | 'name'
                          | 'phone'
                          | 'text'
                          | 'textarea'
                          | 'number'
                          | 'date'
                          | 'birthday'
                          | 'url'
                          | 'select'
                          | 'checkbox'
                          | 'radio'
                          | 'hidden';
                        label: string;
                        name?: string;
                        options?: string[];
                        /** @enum {string} */
                        phone_validation?: 'basic' | 'advanced' | 'international';
                        placeholder?: string;
                        required?: boolean;
                        value?: string;
                      }[];
                      mailing_list?: string;
                      submit_label: string;
                      /** @enum {string} */
                      type: 'form';
                    }
                  | {
                      caption?: string;
                      code: string;
                      /** @enum {string} */
                      type: 'coupon';
                    }
                  | {
                      /** @enum {string} */
                      type: 'countdown';
                    }
                  | {
                      /** @enum {string} */
                      type: 'products';
                    }
                  | {
                      html: string;
                      /** @enum {string} */
                      type: 'html';
                    }
                )[];
                theme?: {
                  accent?: string;
                  /** @enum {string} */
                  align?: 'start' | 'center';
                  background?: string;
                  /** @enum {string} */
                  font_scale?: 'small' | 'medium' | 'large';
                  text?: string;
                };
              };
              design_properties: {
                add_to_cart?: string;
                cart_threshold?: number;
                coupon?: {
                  code: string;
                  coupon_type: string;
                };
                disable_post_play_screen?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                field_checkbox_default_marked?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                field_checkbox_required?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_auto_close?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_auto_close_sec?: number;
                poptin_design_close_on_screen_click?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                /** @enum {string} */
                poptin_design_close_options_type?:
                  'closing_options-x' | 'closing_options-button' | 'closing_options-';
                poptin_design_content_lock?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_entry_effect?: string;
                poptin_design_exit_effect?: string;
                poptin_design_redirect?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_redirect_send_form_data?:
                  boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_redirect_url?: string;
                poptin_design_show_x_after_sec?: number;
                poptin_design_show_x_comment?: string;
                poptin_design_thank_screen?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_thank_screen_auto_close?:
                  boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_thank_screen_auto_close_sec?: number;
                poptin_location?: string;
                shopify_add_to_cart_2?: string;
                shopify_add_to_cart_3?: string;
                shopify_add_to_cart_4?: string;
                shopify_add_to_cart_5?: string;
                shopify_add_to_cart_6?: string;
                switch_mobile_editor?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                timer?: string;
                timer_ver?: 0 | 1 | 2;
              };
              display?: boolean;
              /** @enum {string} */
              display_after_exit_website_active?: 'yes' | 'no';
              display_after_inactive_seconds_active?: 'no' | number;
              display_after_page_click_number_active?: 'no' | number;
              display_after_scroll_active?: 'no' | number;
              display_after_sec_active?: 'no' | number;
              /** @enum {string} */
              display_after_sec_active_on?: 'page' | 'website';
              display_after_visit_page_active?: 'no' | number;
              display_if_adblock_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              display_if_specific_cookie_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              display_if_specific_js_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              /** @enum {string} */
              display_on_device?: 'all' | 'mobile' | 'desktop';
              engagement_with_other_poptin_filter?: string;
              engagement_with_other_poptin_filter_active?:
                boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              gamified_prize?: {
                chances: number;
                code?: string;
                coupon_id?: string;
                is_winner: 0 | 1;
                label: string;
                loosing_option?: string;
                prize_id: string;
                redirect_to?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                redirect_to_options?: {
                  redirect_close?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                  redirect_close_delay?: number;
                  redirect_to_url?: string;
                };
              }[];
              hide_on_pages?: {
                /** @enum {string} */
                rule:
                  | 'contain'
                  | 'exact'
                  | 'start'
                  | 'end'
                  | 'greater_than'
                  | 'less_than'
                  | 'any_value';
                value: string;
              }[];
              if_poptin_credit?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              is_teasers_on?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              js_filter?: {
                js_name_pair: string;
                js_show_pair: string;
                js_value_pair: string;
              }[];
              on_click?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              poptin?: string;
              poptin_format: string;
              poptin_name: string;
              poptin_new_session?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              poptin_size: {
                height: number;
                width: number;
              };
              /** @enum {string} */
              poptin_target: 'lead' | 'click' | 'social_proof' | 'others';
              poptin_trigger?: {
                /** @enum {string} */
                close_trigger?:
                  'cancel_click' | 'auto_close' | 'bg_click' | 'timer' | 'submit' | 'x_click' | '';
                convert?: boolean;
              };
              /** @enum {string} */
              poptin_type:
                | 'lightbox'
                | 'gamified'
                | 'bar'
                | 'bside'
                | 'sside'
                | 'social'
                | 'browsing'
                | 'fullpage'
                | 'mobile'
                | 'embedded'
                | 'content';
              poptin_url?: string;
              /** @enum {string} */
              shopify_cart_trigger_action?: 'cart_value' | 'item_count';
              shopify_cart_trigger_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              /** @enum {string} */
              shopify_cart_trigger_cart_spec_filter?:
                'greater_than' | 'equal' | 'greater_than_or_equal';
              shopify_cart_trigger_cart_spec_value?: number | string;
              shopify_cart_trigger_products?: string;
              shopify_product_settings?: {
                /** @enum {string} */
                buttons_action:
                  | 'add_to_cart'
                  | 'add_to_cart_redirect'
                  | 'redirect'
                  | 'redirect_blank'
                  | 'no_buttons';
                /** @enum {string} */
                category: 'last_visited' | 'product_in_cart' | 'manual' | 'product_collection';
                collection?: string;
                count: number;
                manual_products?: string[];
              };
              show_on_pages?: {
                /** @enum {string} */
                rule:
                  | 'contain'
                  | 'exact'
                  | 'start'
                  | 'end'
                  | 'greater_than'
                  | 'less_than'
                  | 'any_value';
                value: string;
              }[];
              source_code_target_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              source_code_target_html?: string;
              /** @enum {string} */
              source_code_target_role?: 'contain' | 'not_contain';
              stop_showing_to_converted_users?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              viewer_id?: string;
              wheel_has_coupon?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              /** @enum {string} */
              wix_cart_trigger_action?: 'cart_value' | 'item_count';
              wix_cart_trigger_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              /** @enum {string} */
              wix_cart_trigger_cart_spec_filter?:
                'greater_than' | 'equal' | 'greater_than_or_equal';
              wix_cart_trigger_cart_spec_value?: number | string;
              wix_cart_trigger_products?: string;
              x_close_button?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
            };
            /** @enum {string} */
            status?: 'draft' | 'live' | 'paused';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created_at: number;
              id: string;
              popup: {
                [key: string]: unknown;
              };
              site_id: string;
              /** @enum {string} */
              status: 'draft' | 'live' | 'paused';
              updated_at: number;
            };
          };
        };
      };
    };
    /** Update a popup: its status, and/or its whole popup data */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description The popup id */
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            popup?: {
              ab_test?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              ab_test_parent_id?: string | null;
              account_id?: string;
              auto_pilot_trigger?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              cookie?: string;
              cookie_filter?: {
                cookie_name_pair: string;
                cookie_show_pair: string;
                cookie_value_pair: string;
              }[];
              d_f_a?:
                | {
                    /** @enum {string} */
                    rule: 'display_once_a_visitor_2';
                  }
                | {
                    days: number;
                    /** @enum {string} */
                    rule: 'display_once_every_few_days_3';
                  }
                | {
                    /** @enum {string} */
                    rule: 'display_once_every_few_visiting_4';
                    visits: number;
                  }
                | {
                    /** @enum {string} */
                    rule: 'display_everytime_everypage_5';
                  };
              d_f_r?:
                | {
                    /** @enum {string} */
                    rule: 'display_once_a_visitor_2';
                  }
                | {
                    days: number;
                    /** @enum {string} */
                    rule: 'display_once_every_few_days_3';
                  }
                | {
                    /** @enum {string} */
                    rule: 'display_once_every_few_visiting_4';
                    visits: number;
                  }
                | {
                    /** @enum {string} */
                    rule: 'display_everytime_everypage_5';
                  };
              design?: {
                blocks: (
                  | {
                      level: 1 | 2 | 3;
                      text: string;
                      /** @enum {string} */
                      type: 'heading';
                    }
                  | {
                      text: string;
                      /** @enum {string} */
                      type: 'text';
                    }
                  | {
                      alt: string;
                      height?: number;
                      src: string;
                      /** @enum {string} */
                      type: 'image';
                      width?: number;
                    }
                  | {
                      /** @enum {string} */
                      action: 'submit' | 'close' | 'link';
                      href?: string;
                      label: string;
                      /** @enum {string} */
                      type: 'button';
                    }
                  | {
                      consent?: string;
                      fields: {
                        /** @enum {string} */
                        email_validation?:
                          'no-validation' | 'check-typos' | 'business-email' | 'typos-business';
                        /** @enum {string} */
                        kind:
                          | 'email'
                          | 'name'
                          | 'phone'
                          | 'text'
                          | 'textarea'
                          | 'number'
                          | 'date'
                          | 'birthday'
                          | 'url'
                          | 'select'
                          | 'checkbox'
                          | 'radio'
                          | 'hidden';
                        label: string;
                        name?: string;
                        options?: string[];
                        /** @enum {string} */
                        phone_validation?: 'basic' | 'advanced' | 'international';
                        placeholder?: string;
                        required?: boolean;
                        value?: string;
                      }[];
                      mailing_list?: string;
                      submit_label: string;
                      /** @enum {string} */
                      type: 'form';
                    }
                  | {
                      caption?: string;
                      code: string;
                      /** @enum {string} */
                      type: 'coupon';
                    }
                  | {
                      /** @enum {string} */
                      type: 'countdown';
                    }
                  | {
                      /** @enum {string} */
                      type: 'products';
                    }
                  | {
                      html: string;
                      /** @enum {string} */
                      type: 'html';
                    }
                )[];
                teaser?: {
                  /** @enum {string} */
                  show: 'always' | 'before_show' | 'after_close';
                  text: string;
                };
                thank_you?: (
                  | {
                      level: 1 | 2 | 3;
                      text: string;
                      /** @enum {string} */
                      type: 'heading';
                    }
                  | {
                      text: string;
                      /** @enum {string} */
                      type: 'text';
                    }
                  | {
                      alt: string;
                      height?: number;
                      src: string;
                      /** @enum {string} */
                      type: 'image';
                      width?: number;
                    }
                  | {
                      /** @enum {string} */
                      action: 'submit' | 'close' | 'link';
                      href?: string;
                      label: string;
                      /** @enum {string} */
                      type: 'button';
                    }
                  | {
                      consent?: string;
                      fields: {
                        /** @enum {string} */
                        email_validation?:
                          'no-validation' | 'check-typos' | 'business-email' | 'typos-business';
                        /** @enum {string} */
                        kind:
                          | 'email'
                          | 'name'
                          | 'phone'
                          | 'text'
                          | 'textarea'
                          | 'number'
                          | 'date'
                          | 'birthday'
                          | 'url'
                          | 'select'
                          | 'checkbox'
                          | 'radio'
                          | 'hidden';
                        label: string;
                        name?: string;
                        options?: string[];
                        /** @enum {string} */
                        phone_validation?: 'basic' | 'advanced' | 'international';
                        placeholder?: string;
                        required?: boolean;
                        value?: string;
                      }[];
                      mailing_list?: string;
                      submit_label: string;
                      /** @enum {string} */
                      type: 'form';
                    }
                  | {
                      caption?: string;
                      code: string;
                      /** @enum {string} */
                      type: 'coupon';
                    }
                  | {
                      /** @enum {string} */
                      type: 'countdown';
                    }
                  | {
                      /** @enum {string} */
                      type: 'products';
                    }
                  | {
                      html: string;
                      /** @enum {string} */
                      type: 'html';
                    }
                )[];
                theme?: {
                  accent?: string;
                  /** @enum {string} */
                  align?: 'start' | 'center';
                  background?: string;
                  /** @enum {string} */
                  font_scale?: 'small' | 'medium' | 'large';
                  text?: string;
                };
              };
              design_properties: {
                add_to_cart?: string;
                cart_threshold?: number;
                coupon?: {
                  code: string;
                  coupon_type: string;
                };
                disable_post_play_screen?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                field_checkbox_default_marked?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                field_checkbox_required?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_auto_close?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_auto_close_sec?: number;
                poptin_design_close_on_screen_click?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                /** @enum {string} */
                poptin_design_close_options_type?:
                  'closing_options-x' | 'closing_options-button' | 'closing_options-';
                poptin_design_content_lock?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_entry_effect?: string;
                poptin_design_exit_effect?: string;
                poptin_design_redirect?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_redirect_send_form_data?:
                  boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_redirect_url?: string;
                poptin_design_show_x_after_sec?: number;
                poptin_design_show_x_comment?: string;
                poptin_design_thank_screen?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_thank_screen_auto_close?:
                  boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_thank_screen_auto_close_sec?: number;
                poptin_location?: string;
                shopify_add_to_cart_2?: string;
                shopify_add_to_cart_3?: string;
                shopify_add_to_cart_4?: string;
                shopify_add_to_cart_5?: string;
                shopify_add_to_cart_6?: string;
                switch_mobile_editor?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                timer?: string;
                timer_ver?: 0 | 1 | 2;
              };
              display?: boolean;
              /** @enum {string} */
              display_after_exit_website_active?: 'yes' | 'no';
              display_after_inactive_seconds_active?: 'no' | number;
              display_after_page_click_number_active?: 'no' | number;
              display_after_scroll_active?: 'no' | number;
              display_after_sec_active?: 'no' | number;
              /** @enum {string} */
              display_after_sec_active_on?: 'page' | 'website';
              display_after_visit_page_active?: 'no' | number;
              display_if_adblock_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              display_if_specific_cookie_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              display_if_specific_js_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              /** @enum {string} */
              display_on_device?: 'all' | 'mobile' | 'desktop';
              engagement_with_other_poptin_filter?: string;
              engagement_with_other_poptin_filter_active?:
                boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              gamified_prize?: {
                chances: number;
                code?: string;
                coupon_id?: string;
                is_winner: 0 | 1;
                label: string;
                loosing_option?: string;
                prize_id: string;
                redirect_to?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                redirect_to_options?: {
                  redirect_close?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                  redirect_close_delay?: number;
                  redirect_to_url?: string;
                };
              }[];
              hide_on_pages?: {
                /** @enum {string} */
                rule:
                  | 'contain'
                  | 'exact'
                  | 'start'
                  | 'end'
                  | 'greater_than'
                  | 'less_than'
                  | 'any_value';
                value: string;
              }[];
              if_poptin_credit?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              is_teasers_on?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              js_filter?: {
                js_name_pair: string;
                js_show_pair: string;
                js_value_pair: string;
              }[];
              on_click?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              poptin?: string;
              poptin_format: string;
              poptin_name: string;
              poptin_new_session?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              poptin_size: {
                height: number;
                width: number;
              };
              /** @enum {string} */
              poptin_target: 'lead' | 'click' | 'social_proof' | 'others';
              poptin_trigger?: {
                /** @enum {string} */
                close_trigger?:
                  'cancel_click' | 'auto_close' | 'bg_click' | 'timer' | 'submit' | 'x_click' | '';
                convert?: boolean;
              };
              /** @enum {string} */
              poptin_type:
                | 'lightbox'
                | 'gamified'
                | 'bar'
                | 'bside'
                | 'sside'
                | 'social'
                | 'browsing'
                | 'fullpage'
                | 'mobile'
                | 'embedded'
                | 'content';
              poptin_url?: string;
              /** @enum {string} */
              shopify_cart_trigger_action?: 'cart_value' | 'item_count';
              shopify_cart_trigger_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              /** @enum {string} */
              shopify_cart_trigger_cart_spec_filter?:
                'greater_than' | 'equal' | 'greater_than_or_equal';
              shopify_cart_trigger_cart_spec_value?: number | string;
              shopify_cart_trigger_products?: string;
              shopify_product_settings?: {
                /** @enum {string} */
                buttons_action:
                  | 'add_to_cart'
                  | 'add_to_cart_redirect'
                  | 'redirect'
                  | 'redirect_blank'
                  | 'no_buttons';
                /** @enum {string} */
                category: 'last_visited' | 'product_in_cart' | 'manual' | 'product_collection';
                collection?: string;
                count: number;
                manual_products?: string[];
              };
              show_on_pages?: {
                /** @enum {string} */
                rule:
                  | 'contain'
                  | 'exact'
                  | 'start'
                  | 'end'
                  | 'greater_than'
                  | 'less_than'
                  | 'any_value';
                value: string;
              }[];
              source_code_target_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              source_code_target_html?: string;
              /** @enum {string} */
              source_code_target_role?: 'contain' | 'not_contain';
              stop_showing_to_converted_users?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              viewer_id?: string;
              wheel_has_coupon?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              /** @enum {string} */
              wix_cart_trigger_action?: 'cart_value' | 'item_count';
              wix_cart_trigger_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              /** @enum {string} */
              wix_cart_trigger_cart_spec_filter?:
                'greater_than' | 'equal' | 'greater_than_or_equal';
              wix_cart_trigger_cart_spec_value?: number | string;
              wix_cart_trigger_products?: string;
              x_close_button?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
            };
            /** @enum {string} */
            status?: 'draft' | 'live' | 'paused';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created_at: number;
              id: string;
              popup: {
                [key: string]: unknown;
              };
              site_id: string;
              /** @enum {string} */
              status: 'draft' | 'live' | 'paused';
              updated_at: number;
            };
          };
        };
      };
    };
    /** Delete a popup for good (force=true) */
    delete: {
      parameters: {
        query?: {
          /** @description Must be true: the resource has no trash. */
          force?: boolean | ('0' | '1' | 'true' | 'false');
        };
        header?: never;
        path: {
          /** @description The popup id */
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created_at: number;
              id: string;
              popup: {
                [key: string]: unknown;
              };
              site_id: string;
              /** @enum {string} */
              status: 'draft' | 'live' | 'paused';
              updated_at: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Update a popup: its status, and/or its whole popup data */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description The popup id */
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            popup?: {
              ab_test?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              ab_test_parent_id?: string | null;
              account_id?: string;
              auto_pilot_trigger?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              cookie?: string;
              cookie_filter?: {
                cookie_name_pair: string;
                cookie_show_pair: string;
                cookie_value_pair: string;
              }[];
              d_f_a?:
                | {
                    /** @enum {string} */
                    rule: 'display_once_a_visitor_2';
                  }
                | {
                    days: number;
                    /** @enum {string} */
                    rule: 'display_once_every_few_days_3';
                  }
                | {
                    /** @enum {string} */
                    rule: 'display_once_every_few_visiting_4';
                    visits: number;
                  }
                | {
                    /** @enum {string} */
                    rule: 'display_everytime_everypage_5';
                  };
              d_f_r?:
                | {
                    /** @enum {string} */
                    rule: 'display_once_a_visitor_2';
                  }
                | {
                    days: number;
                    /** @enum {string} */
                    rule: 'display_once_every_few_days_3';
                  }
                | {
                    /** @enum {string} */
                    rule: 'display_once_every_few_visiting_4';
                    visits: number;
                  }
                | {
                    /** @enum {string} */
                    rule: 'display_everytime_everypage_5';
                  };
              design?: {
                blocks: (
                  | {
                      level: 1 | 2 | 3;
                      text: string;
                      /** @enum {string} */
                      type: 'heading';
                    }
                  | {
                      text: string;
                      /** @enum {string} */
                      type: 'text';
                    }
                  | {
                      alt: string;
                      height?: number;
                      src: string;
                      /** @enum {string} */
                      type: 'image';
                      width?: number;
                    }
                  | {
                      /** @enum {string} */
                      action: 'submit' | 'close' | 'link';
                      href?: string;
                      label: string;
                      /** @enum {string} */
                      type: 'button';
                    }
                  | {
                      consent?: string;
                      fields: {
                        /** @enum {string} */
                        email_validation?:
                          'no-validation' | 'check-typos' | 'business-email' | 'typos-business';
                        /** @enum {string} */
                        kind:
                          | 'email'
                          | 'name'
                          | 'phone'
                          | 'text'
                          | 'textarea'
                          | 'number'
                          | 'date'
                          | 'birthday'
                          | 'url'
                          | 'select'
                          | 'checkbox'
                          | 'radio'
                          | 'hidden';
                        label: string;
                        name?: string;
                        options?: string[];
                        /** @enum {string} */
                        phone_validation?: 'basic' | 'advanced' | 'international';
                        placeholder?: string;
                        required?: boolean;
                        value?: string;
                      }[];
                      mailing_list?: string;
                      submit_label: string;
                      /** @enum {string} */
                      type: 'form';
                    }
                  | {
                      caption?: string;
                      code: string;
                      /** @enum {string} */
                      type: 'coupon';
                    }
                  | {
                      /** @enum {string} */
                      type: 'countdown';
                    }
                  | {
                      /** @enum {string} */
                      type: 'products';
                    }
                  | {
                      html: string;
                      /** @enum {string} */
                      type: 'html';
                    }
                )[];
                teaser?: {
                  /** @enum {string} */
                  show: 'always' | 'before_show' | 'after_close';
                  text: string;
                };
                thank_you?: (
                  | {
                      level: 1 | 2 | 3;
                      text: string;
                      /** @enum {string} */
                      type: 'heading';
                    }
                  | {
                      text: string;
                      /** @enum {string} */
                      type: 'text';
                    }
                  | {
                      alt: string;
                      height?: number;
                      src: string;
                      /** @enum {string} */
                      type: 'image';
                      width?: number;
                    }
                  | {
                      /** @enum {string} */
                      action: 'submit' | 'close' | 'link';
                      href?: string;
                      label: string;
                      /** @enum {string} */
                      type: 'button';
                    }
                  | {
                      consent?: string;
                      fields: {
                        /** @enum {string} */
                        email_validation?:
                          'no-validation' | 'check-typos' | 'business-email' | 'typos-business';
                        /** @enum {string} */
                        kind:
                          | 'email'
                          | 'name'
                          | 'phone'
                          | 'text'
                          | 'textarea'
                          | 'number'
                          | 'date'
                          | 'birthday'
                          | 'url'
                          | 'select'
                          | 'checkbox'
                          | 'radio'
                          | 'hidden';
                        label: string;
                        name?: string;
                        options?: string[];
                        /** @enum {string} */
                        phone_validation?: 'basic' | 'advanced' | 'international';
                        placeholder?: string;
                        required?: boolean;
                        value?: string;
                      }[];
                      mailing_list?: string;
                      submit_label: string;
                      /** @enum {string} */
                      type: 'form';
                    }
                  | {
                      caption?: string;
                      code: string;
                      /** @enum {string} */
                      type: 'coupon';
                    }
                  | {
                      /** @enum {string} */
                      type: 'countdown';
                    }
                  | {
                      /** @enum {string} */
                      type: 'products';
                    }
                  | {
                      html: string;
                      /** @enum {string} */
                      type: 'html';
                    }
                )[];
                theme?: {
                  accent?: string;
                  /** @enum {string} */
                  align?: 'start' | 'center';
                  background?: string;
                  /** @enum {string} */
                  font_scale?: 'small' | 'medium' | 'large';
                  text?: string;
                };
              };
              design_properties: {
                add_to_cart?: string;
                cart_threshold?: number;
                coupon?: {
                  code: string;
                  coupon_type: string;
                };
                disable_post_play_screen?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                field_checkbox_default_marked?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                field_checkbox_required?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_auto_close?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_auto_close_sec?: number;
                poptin_design_close_on_screen_click?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                /** @enum {string} */
                poptin_design_close_options_type?:
                  'closing_options-x' | 'closing_options-button' | 'closing_options-';
                poptin_design_content_lock?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_entry_effect?: string;
                poptin_design_exit_effect?: string;
                poptin_design_redirect?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_redirect_send_form_data?:
                  boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_redirect_url?: string;
                poptin_design_show_x_after_sec?: number;
                poptin_design_show_x_comment?: string;
                poptin_design_thank_screen?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_thank_screen_auto_close?:
                  boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_thank_screen_auto_close_sec?: number;
                poptin_location?: string;
                shopify_add_to_cart_2?: string;
                shopify_add_to_cart_3?: string;
                shopify_add_to_cart_4?: string;
                shopify_add_to_cart_5?: string;
                shopify_add_to_cart_6?: string;
                switch_mobile_editor?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                timer?: string;
                timer_ver?: 0 | 1 | 2;
              };
              display?: boolean;
              /** @enum {string} */
              display_after_exit_website_active?: 'yes' | 'no';
              display_after_inactive_seconds_active?: 'no' | number;
              display_after_page_click_number_active?: 'no' | number;
              display_after_scroll_active?: 'no' | number;
              display_after_sec_active?: 'no' | number;
              /** @enum {string} */
              display_after_sec_active_on?: 'page' | 'website';
              display_after_visit_page_active?: 'no' | number;
              display_if_adblock_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              display_if_specific_cookie_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              display_if_specific_js_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              /** @enum {string} */
              display_on_device?: 'all' | 'mobile' | 'desktop';
              engagement_with_other_poptin_filter?: string;
              engagement_with_other_poptin_filter_active?:
                boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              gamified_prize?: {
                chances: number;
                code?: string;
                coupon_id?: string;
                is_winner: 0 | 1;
                label: string;
                loosing_option?: string;
                prize_id: string;
                redirect_to?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                redirect_to_options?: {
                  redirect_close?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                  redirect_close_delay?: number;
                  redirect_to_url?: string;
                };
              }[];
              hide_on_pages?: {
                /** @enum {string} */
                rule:
                  | 'contain'
                  | 'exact'
                  | 'start'
                  | 'end'
                  | 'greater_than'
                  | 'less_than'
                  | 'any_value';
                value: string;
              }[];
              if_poptin_credit?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              is_teasers_on?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              js_filter?: {
                js_name_pair: string;
                js_show_pair: string;
                js_value_pair: string;
              }[];
              on_click?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              poptin?: string;
              poptin_format: string;
              poptin_name: string;
              poptin_new_session?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              poptin_size: {
                height: number;
                width: number;
              };
              /** @enum {string} */
              poptin_target: 'lead' | 'click' | 'social_proof' | 'others';
              poptin_trigger?: {
                /** @enum {string} */
                close_trigger?:
                  'cancel_click' | 'auto_close' | 'bg_click' | 'timer' | 'submit' | 'x_click' | '';
                convert?: boolean;
              };
              /** @enum {string} */
              poptin_type:
                | 'lightbox'
                | 'gamified'
                | 'bar'
                | 'bside'
                | 'sside'
                | 'social'
                | 'browsing'
                | 'fullpage'
                | 'mobile'
                | 'embedded'
                | 'content';
              poptin_url?: string;
              /** @enum {string} */
              shopify_cart_trigger_action?: 'cart_value' | 'item_count';
              shopify_cart_trigger_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              /** @enum {string} */
              shopify_cart_trigger_cart_spec_filter?:
                'greater_than' | 'equal' | 'greater_than_or_equal';
              shopify_cart_trigger_cart_spec_value?: number | string;
              shopify_cart_trigger_products?: string;
              shopify_product_settings?: {
                /** @enum {string} */
                buttons_action:
                  | 'add_to_cart'
                  | 'add_to_cart_redirect'
                  | 'redirect'
                  | 'redirect_blank'
                  | 'no_buttons';
                /** @enum {string} */
                category: 'last_visited' | 'product_in_cart' | 'manual' | 'product_collection';
                collection?: string;
                count: number;
                manual_products?: string[];
              };
              show_on_pages?: {
                /** @enum {string} */
                rule:
                  | 'contain'
                  | 'exact'
                  | 'start'
                  | 'end'
                  | 'greater_than'
                  | 'less_than'
                  | 'any_value';
                value: string;
              }[];
              source_code_target_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              source_code_target_html?: string;
              /** @enum {string} */
              source_code_target_role?: 'contain' | 'not_contain';
              stop_showing_to_converted_users?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              viewer_id?: string;
              wheel_has_coupon?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              /** @enum {string} */
              wix_cart_trigger_action?: 'cart_value' | 'item_count';
              wix_cart_trigger_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              /** @enum {string} */
              wix_cart_trigger_cart_spec_filter?:
                'greater_than' | 'equal' | 'greater_than_or_equal';
              wix_cart_trigger_cart_spec_value?: number | string;
              wix_cart_trigger_products?: string;
              x_close_button?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
            };
            /** @enum {string} */
            status?: 'draft' | 'live' | 'paused';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created_at: number;
              id: string;
              popup: {
                [key: string]: unknown;
              };
              site_id: string;
              /** @enum {string} */
              status: 'draft' | 'live' | 'paused';
              updated_at: number;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/pinwheel/v1/posts/{id}/related': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The related posts a post will show on the storefront (any status), in the storefront’s related-posts shape */
    get: {
      parameters: {
        query?: {
          lang?: 'en' | 'he';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                classes: string;
                context: string;
                date: string;
                excerpt: string;
                format: string;
                id: string;
                img: {
                  alt_text: string;
                  height: number;
                  sizes: string;
                  src: string;
                  srcset: string;
                  width: number;
                } | null;
                rel: string;
                title: string;
                url: string;
                url_meta: {
                  origin: string;
                  position: number;
                };
              }[];
              /** @enum {string} */
              layout: 'grid' | 'list';
              show_context: boolean;
              show_date: boolean;
              show_thumbnails: boolean;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/pinwheel/v1/settings/cart': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The cart’s settings */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              redirect_after_add: boolean;
            };
          };
        };
      };
    };
    /** Save the cart’s settings (redirect_after_add: go to the cart after an add) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            redirect_after_add: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              redirect_after_add: boolean;
            };
          };
        };
      };
    };
    /** Save the cart’s settings (redirect_after_add: go to the cart after an add) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            redirect_after_add: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              redirect_after_add: boolean;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    /** Save the cart’s settings (redirect_after_add: go to the cart after an add) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            redirect_after_add: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              redirect_after_add: boolean;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/pinwheel/v1/settings/catalog': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The catalog’s settings: currency, swatches, reviews, store notice, coming soon, search overlay */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              coming_soon: boolean;
              currency: string;
              per_page: number;
              related_posts: {
                /** @enum {string} */
                layout: 'grid' | 'list';
                show_context: boolean;
                show_date: boolean;
                show_thumbnails: boolean;
              };
              reviews: {
                moderation: boolean;
                ratings_required: boolean;
                required_rating_text: string | null;
              };
              search: {
                category_slugs: string[];
                keywords: string[];
                keywords_he: string[];
                promo: {
                  enabled: boolean;
                  text: string | null;
                  text_he: string | null;
                  title: string | null;
                  title_he: string | null;
                  url: string;
                };
              };
              store_notice: {
                enabled: boolean;
                id: string;
                text: string;
                text_he: string | null;
              };
              swatches: {
                clear_on_reselect: boolean;
                clickable_out_of_stock: boolean;
                deselect_unavailable: boolean;
                disable_out_of_stock: boolean;
                out_of_stock_tooltip_text: string | null;
                show_variation_label: boolean;
                show_variation_stock: boolean;
                stock_label_threshold: number;
                unavailable_tooltip_text: string | null;
                variation_label_separator: string;
              };
            };
          };
        };
      };
    };
    /** Save the catalog’s settings (every field: GET them, change, send them back) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            coming_soon: boolean;
            currency: string;
            per_page: number;
            related_posts: {
              /** @enum {string} */
              layout: 'grid' | 'list';
              show_context: boolean;
              show_date: boolean;
              show_thumbnails: boolean;
            };
            reviews: {
              moderation: boolean;
              ratings_required: boolean;
              required_rating_text: string | null;
            };
            search: {
              category_slugs: string[];
              keywords: string[];
              keywords_he: string[];
              promo: {
                enabled: boolean;
                text: string | null;
                text_he: string | null;
                title: string | null;
                title_he: string | null;
                url: string;
              };
            };
            store_notice: {
              enabled: boolean;
              id: string;
              text: string;
              text_he: string | null;
            };
            swatches: {
              clear_on_reselect: boolean;
              clickable_out_of_stock: boolean;
              deselect_unavailable: boolean;
              disable_out_of_stock: boolean;
              out_of_stock_tooltip_text: string | null;
              show_variation_label: boolean;
              show_variation_stock: boolean;
              stock_label_threshold: number;
              unavailable_tooltip_text: string | null;
              variation_label_separator: string;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              coming_soon: boolean;
              currency: string;
              per_page: number;
              related_posts: {
                /** @enum {string} */
                layout: 'grid' | 'list';
                show_context: boolean;
                show_date: boolean;
                show_thumbnails: boolean;
              };
              reviews: {
                moderation: boolean;
                ratings_required: boolean;
                required_rating_text: string | null;
              };
              search: {
                category_slugs: string[];
                keywords: string[];
                keywords_he: string[];
                promo: {
                  enabled: boolean;
                  text: string | null;
                  text_he: string | null;
                  title: string | null;
                  title_he: string | null;
                  url: string;
                };
              };
              store_notice: {
                enabled: boolean;
                id: string;
                text: string;
                text_he: string | null;
              };
              swatches: {
                clear_on_reselect: boolean;
                clickable_out_of_stock: boolean;
                deselect_unavailable: boolean;
                disable_out_of_stock: boolean;
                out_of_stock_tooltip_text: string | null;
                show_variation_label: boolean;
                show_variation_stock: boolean;
                stock_label_threshold: number;
                unavailable_tooltip_text: string | null;
                variation_label_separator: string;
              };
            };
          };
        };
      };
    };
    /** Save the catalog’s settings (every field: GET them, change, send them back) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            coming_soon: boolean;
            currency: string;
            per_page: number;
            related_posts: {
              /** @enum {string} */
              layout: 'grid' | 'list';
              show_context: boolean;
              show_date: boolean;
              show_thumbnails: boolean;
            };
            reviews: {
              moderation: boolean;
              ratings_required: boolean;
              required_rating_text: string | null;
            };
            search: {
              category_slugs: string[];
              keywords: string[];
              keywords_he: string[];
              promo: {
                enabled: boolean;
                text: string | null;
                text_he: string | null;
                title: string | null;
                title_he: string | null;
                url: string;
              };
            };
            store_notice: {
              enabled: boolean;
              id: string;
              text: string;
              text_he: string | null;
            };
            swatches: {
              clear_on_reselect: boolean;
              clickable_out_of_stock: boolean;
              deselect_unavailable: boolean;
              disable_out_of_stock: boolean;
              out_of_stock_tooltip_text: string | null;
              show_variation_label: boolean;
              show_variation_stock: boolean;
              stock_label_threshold: number;
              unavailable_tooltip_text: string | null;
              variation_label_separator: string;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              coming_soon: boolean;
              currency: string;
              per_page: number;
              related_posts: {
                /** @enum {string} */
                layout: 'grid' | 'list';
                show_context: boolean;
                show_date: boolean;
                show_thumbnails: boolean;
              };
              reviews: {
                moderation: boolean;
                ratings_required: boolean;
                required_rating_text: string | null;
              };
              search: {
                category_slugs: string[];
                keywords: string[];
                keywords_he: string[];
                promo: {
                  enabled: boolean;
                  text: string | null;
                  text_he: string | null;
                  title: string | null;
                  title_he: string | null;
                  url: string;
                };
              };
              store_notice: {
                enabled: boolean;
                id: string;
                text: string;
                text_he: string | null;
              };
              swatches: {
                clear_on_reselect: boolean;
                clickable_out_of_stock: boolean;
                deselect_unavailable: boolean;
                disable_out_of_stock: boolean;
                out_of_stock_tooltip_text: string | null;
                show_variation_label: boolean;
                show_variation_stock: boolean;
                stock_label_threshold: number;
                unavailable_tooltip_text: string | null;
                variation_label_separator: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    /** Save the catalog’s settings (every field: GET them, change, send them back) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            coming_soon: boolean;
            currency: string;
            per_page: number;
            related_posts: {
              /** @enum {string} */
              layout: 'grid' | 'list';
              show_context: boolean;
              show_date: boolean;
              show_thumbnails: boolean;
            };
            reviews: {
              moderation: boolean;
              ratings_required: boolean;
              required_rating_text: string | null;
            };
            search: {
              category_slugs: string[];
              keywords: string[];
              keywords_he: string[];
              promo: {
                enabled: boolean;
                text: string | null;
                text_he: string | null;
                title: string | null;
                title_he: string | null;
                url: string;
              };
            };
            store_notice: {
              enabled: boolean;
              id: string;
              text: string;
              text_he: string | null;
            };
            swatches: {
              clear_on_reselect: boolean;
              clickable_out_of_stock: boolean;
              deselect_unavailable: boolean;
              disable_out_of_stock: boolean;
              out_of_stock_tooltip_text: string | null;
              show_variation_label: boolean;
              show_variation_stock: boolean;
              stock_label_threshold: number;
              unavailable_tooltip_text: string | null;
              variation_label_separator: string;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              coming_soon: boolean;
              currency: string;
              per_page: number;
              related_posts: {
                /** @enum {string} */
                layout: 'grid' | 'list';
                show_context: boolean;
                show_date: boolean;
                show_thumbnails: boolean;
              };
              reviews: {
                moderation: boolean;
                ratings_required: boolean;
                required_rating_text: string | null;
              };
              search: {
                category_slugs: string[];
                keywords: string[];
                keywords_he: string[];
                promo: {
                  enabled: boolean;
                  text: string | null;
                  text_he: string | null;
                  title: string | null;
                  title_he: string | null;
                  url: string;
                };
              };
              store_notice: {
                enabled: boolean;
                id: string;
                text: string;
                text_he: string | null;
              };
              swatches: {
                clear_on_reselect: boolean;
                clickable_out_of_stock: boolean;
                deselect_unavailable: boolean;
                disable_out_of_stock: boolean;
                out_of_stock_tooltip_text: string | null;
                show_variation_label: boolean;
                show_variation_stock: boolean;
                stock_label_threshold: number;
                unavailable_tooltip_text: string | null;
                variation_label_separator: string;
              };
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/pinwheel/v1/settings/checkout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The checkout’s settings: shipping, payments, attribution, instalments */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attribution: {
                enabled: boolean;
                fields: (
                  | 'type'
                  | 'source'
                  | 'medium'
                  | 'campaign'
                  | 'content'
                  | 'term'
                  | 'id'
                  | 'platform'
                  | 'format'
                  | 'tactic'
                  | 'referrer'
                  | 'session_entry'
                  | 'session_start_time'
                  | 'session_pages'
                  | 'session_count'
                  | 'user_agent'
                )[];
                prefix: string;
              };
              instalments: {
                count: number;
                enabled: boolean;
                key: string;
                max_amount: string;
                min_amount: string;
              };
              payments: {
                bank_details: string;
                bank_transfer: boolean;
                cash_on_delivery: boolean;
              };
              shipping: {
                flat_rate: string;
                free_above: string | null;
              };
              store_country: string;
            };
          };
        };
      };
    };
    /** Save the checkout’s settings (every field: GET them, change, send them back; amounts in the shop’s currency) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            attribution: {
              enabled: boolean;
              fields: (
                | 'type'
                | 'source'
                | 'medium'
                | 'campaign'
                | 'content'
                | 'term'
                | 'id'
                | 'platform'
                | 'format'
                | 'tactic'
                | 'referrer'
                | 'session_entry'
                | 'session_start_time'
                | 'session_pages'
                | 'session_count'
                | 'user_agent'
              )[];
              prefix: string;
            };
            instalments: {
              count: number;
              enabled: boolean;
              key: string;
              max_amount: string;
              min_amount: string;
            };
            payments: {
              bank_details: string;
              bank_transfer: boolean;
              cash_on_delivery: boolean;
            };
            shipping: {
              flat_rate: string;
              free_above: string | null;
            };
            store_country: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attribution: {
                enabled: boolean;
                fields: (
                  | 'type'
                  | 'source'
                  | 'medium'
                  | 'campaign'
                  | 'content'
                  | 'term'
                  | 'id'
                  | 'platform'
                  | 'format'
                  | 'tactic'
                  | 'referrer'
                  | 'session_entry'
                  | 'session_start_time'
                  | 'session_pages'
                  | 'session_count'
                  | 'user_agent'
                )[];
                prefix: string;
              };
              instalments: {
                count: number;
                enabled: boolean;
                key: string;
                max_amount: string;
                min_amount: string;
              };
              payments: {
                bank_details: string;
                bank_transfer: boolean;
                cash_on_delivery: boolean;
              };
              shipping: {
                flat_rate: string;
                free_above: string | null;
              };
              store_country: string;
            };
          };
        };
      };
    };
    /** Save the checkout’s settings (every field: GET them, change, send them back; amounts in the shop’s currency) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            attribution: {
              enabled: boolean;
              fields: (
                | 'type'
                | 'source'
                | 'medium'
                | 'campaign'
                | 'content'
                | 'term'
                | 'id'
                | 'platform'
                | 'format'
                | 'tactic'
                | 'referrer'
                | 'session_entry'
                | 'session_start_time'
                | 'session_pages'
                | 'session_count'
                | 'user_agent'
              )[];
              prefix: string;
            };
            instalments: {
              count: number;
              enabled: boolean;
              key: string;
              max_amount: string;
              min_amount: string;
            };
            payments: {
              bank_details: string;
              bank_transfer: boolean;
              cash_on_delivery: boolean;
            };
            shipping: {
              flat_rate: string;
              free_above: string | null;
            };
            store_country: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attribution: {
                enabled: boolean;
                fields: (
                  | 'type'
                  | 'source'
                  | 'medium'
                  | 'campaign'
                  | 'content'
                  | 'term'
                  | 'id'
                  | 'platform'
                  | 'format'
                  | 'tactic'
                  | 'referrer'
                  | 'session_entry'
                  | 'session_start_time'
                  | 'session_pages'
                  | 'session_count'
                  | 'user_agent'
                )[];
                prefix: string;
              };
              instalments: {
                count: number;
                enabled: boolean;
                key: string;
                max_amount: string;
                min_amount: string;
              };
              payments: {
                bank_details: string;
                bank_transfer: boolean;
                cash_on_delivery: boolean;
              };
              shipping: {
                flat_rate: string;
                free_above: string | null;
              };
              store_country: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    /** Save the checkout’s settings (every field: GET them, change, send them back; amounts in the shop’s currency) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            attribution: {
              enabled: boolean;
              fields: (
                | 'type'
                | 'source'
                | 'medium'
                | 'campaign'
                | 'content'
                | 'term'
                | 'id'
                | 'platform'
                | 'format'
                | 'tactic'
                | 'referrer'
                | 'session_entry'
                | 'session_start_time'
                | 'session_pages'
                | 'session_count'
                | 'user_agent'
              )[];
              prefix: string;
            };
            instalments: {
              count: number;
              enabled: boolean;
              key: string;
              max_amount: string;
              min_amount: string;
            };
            payments: {
              bank_details: string;
              bank_transfer: boolean;
              cash_on_delivery: boolean;
            };
            shipping: {
              flat_rate: string;
              free_above: string | null;
            };
            store_country: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attribution: {
                enabled: boolean;
                fields: (
                  | 'type'
                  | 'source'
                  | 'medium'
                  | 'campaign'
                  | 'content'
                  | 'term'
                  | 'id'
                  | 'platform'
                  | 'format'
                  | 'tactic'
                  | 'referrer'
                  | 'session_entry'
                  | 'session_start_time'
                  | 'session_pages'
                  | 'session_count'
                  | 'user_agent'
                )[];
                prefix: string;
              };
              instalments: {
                count: number;
                enabled: boolean;
                key: string;
                max_amount: string;
                min_amount: string;
              };
              payments: {
                bank_details: string;
                bank_transfer: boolean;
                cash_on_delivery: boolean;
              };
              shipping: {
                flat_rate: string;
                free_above: string | null;
              };
              store_country: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/pinwheel/v1/settings/price-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether prices are hidden behind a password, and whether a password is set */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              enabled: boolean;
              password_set: boolean;
            };
          };
        };
      };
    };
    /** Hide or show prices, and set a new price password (write-only) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            enabled: boolean;
            password?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              enabled: boolean;
              password_set: boolean;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Hide or show prices, and set a new price password (write-only) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            enabled: boolean;
            password?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              enabled: boolean;
              password_set: boolean;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    /** Hide or show prices, and set a new price password (write-only) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            enabled: boolean;
            password?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              enabled: boolean;
              password_set: boolean;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/pinwheel/v1/settings/shop': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The shop’s settings: its name and default language (ETag: their version) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              default_language: 'en' | 'he';
              name: string;
            };
          };
        };
      };
    };
    /** Update the shop’s settings (only the fields sent); with If-Match, only if unchanged since */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            default_language?: 'en' | 'he';
            name?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              default_language: 'en' | 'he';
              name: string;
            };
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Update the shop’s settings (only the fields sent); with If-Match, only if unchanged since */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            default_language?: 'en' | 'he';
            name?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              default_language: 'en' | 'he';
              name: string;
            };
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    /** Update the shop’s settings (only the fields sent); with If-Match, only if unchanged since */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            default_language?: 'en' | 'he';
            name?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              default_language: 'en' | 'he';
              name: string;
            };
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/pinwheel/v1/sites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List sites (search matches the name and the client id) */
    get: {
      parameters: {
        query?: {
          exclude?: string[];
          include?: string[];
          offset?: number;
          order?: 'asc' | 'desc';
          orderby?: 'date' | 'id' | 'name';
          page?: number;
          per_page?: number;
          search?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              allowed_domains: string[];
              client_id: string;
              created_at: number;
              id: string;
              is_freemium: boolean;
              is_restricted: boolean;
              monthly_view_limit: number | null;
              name: string;
              updated_at: number;
            }[];
          };
        };
      };
    };
    put?: never;
    /** Create a site; its client id is generated unless `client_id` brings one */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @default [] */
            allowed_domains?: string[];
            client_id?: string;
            /** @default false */
            is_freemium?: boolean;
            /** @default false */
            is_restricted?: boolean;
            /** @default null */
            monthly_view_limit?: number | null;
            name: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              allowed_domains: string[];
              client_id: string;
              created_at: number;
              id: string;
              is_freemium: boolean;
              is_restricted: boolean;
              monthly_view_limit: number | null;
              name: string;
              updated_at: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/pinwheel/v1/sites/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve a site */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description The site id */
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              allowed_domains: string[];
              client_id: string;
              created_at: number;
              id: string;
              is_freemium: boolean;
              is_restricted: boolean;
              monthly_view_limit: number | null;
              name: string;
              updated_at: number;
            };
          };
        };
      };
    };
    /** Update a site (only the fields sent) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description The site id */
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            allowed_domains?: string[];
            is_freemium?: boolean;
            is_restricted?: boolean;
            monthly_view_limit?: number | null;
            name?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              allowed_domains: string[];
              client_id: string;
              created_at: number;
              id: string;
              is_freemium: boolean;
              is_restricted: boolean;
              monthly_view_limit: number | null;
              name: string;
              updated_at: number;
            };
          };
        };
      };
    };
    /** Update a site (only the fields sent) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description The site id */
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            allowed_domains?: string[];
            is_freemium?: boolean;
            is_restricted?: boolean;
            monthly_view_limit?: number | null;
            name?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              allowed_domains: string[];
              client_id: string;
              created_at: number;
              id: string;
              is_freemium: boolean;
              is_restricted: boolean;
              monthly_view_limit: number | null;
              name: string;
              updated_at: number;
            };
          };
        };
      };
    };
    /** Delete a site for good (force=true), and with it its popups and what they recorded */
    delete: {
      parameters: {
        query?: {
          /** @description Must be true: the resource has no trash. */
          force?: boolean | ('0' | '1' | 'true' | 'false');
        };
        header?: never;
        path: {
          /** @description The site id */
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              allowed_domains: string[];
              client_id: string;
              created_at: number;
              id: string;
              is_freemium: boolean;
              is_restricted: boolean;
              monthly_view_limit: number | null;
              name: string;
              updated_at: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Update a site (only the fields sent) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description The site id */
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            allowed_domains?: string[];
            is_freemium?: boolean;
            is_restricted?: boolean;
            monthly_view_limit?: number | null;
            name?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              allowed_domains: string[];
              client_id: string;
              created_at: number;
              id: string;
              is_freemium: boolean;
              is_restricted: boolean;
              monthly_view_limit: number | null;
              name: string;
              updated_at: number;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/pinwheel/v1/sites/{id}/conversion-code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A site's conversion code: HTML the widget adds to the page head after a conversion */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description The site id */
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              conversion_code: string;
              site_id: string;
            };
          };
        };
      };
    };
    /** Set a site's conversion code ('' for none) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description The site id */
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            conversion_code: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              conversion_code: string;
              site_id: string;
            };
          };
        };
      };
    };
    /** Set a site's conversion code ('' for none) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description The site id */
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            conversion_code: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              conversion_code: string;
              site_id: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    /** Set a site's conversion code ('' for none) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description The site id */
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            conversion_code: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              conversion_code: string;
              site_id: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/pinwheel/v1/sites/{id}/popups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a site's popups (search matches their names; parent lists A/B variants) */
    get: {
      parameters: {
        query?: {
          exclude?: string[];
          include?: string[];
          offset?: number;
          order?: 'asc' | 'desc';
          orderby?: 'date' | 'id' | 'name';
          page?: number;
          /** @description Only the A/B variants of this popup */
          parent?: string;
          per_page?: number;
          search?: string;
          status?: 'draft' | 'live' | 'paused';
        };
        header?: never;
        path: {
          /** @description The site id */
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created_at: number;
              id: string;
              popup: {
                [key: string]: unknown;
              };
              site_id: string;
              /** @enum {string} */
              status: 'draft' | 'live' | 'paused';
              updated_at: number;
            }[];
          };
        };
      };
    };
    put?: never;
    /** Create a popup on a site (a 13-character id generated) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description The site id */
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            popup: {
              ab_test?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              ab_test_parent_id?: string | null;
              account_id?: string;
              auto_pilot_trigger?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              cookie?: string;
              cookie_filter?: {
                cookie_name_pair: string;
                cookie_show_pair: string;
                cookie_value_pair: string;
              }[];
              d_f_a?:
                | {
                    /** @enum {string} */
                    rule: 'display_once_a_visitor_2';
                  }
                | {
                    days: number;
                    /** @enum {string} */
                    rule: 'display_once_every_few_days_3';
                  }
                | {
                    /** @enum {string} */
                    rule: 'display_once_every_few_visiting_4';
                    visits: number;
                  }
                | {
                    /** @enum {string} */
                    rule: 'display_everytime_everypage_5';
                  };
              d_f_r?:
                | {
                    /** @enum {string} */
                    rule: 'display_once_a_visitor_2';
                  }
                | {
                    days: number;
                    /** @enum {string} */
                    rule: 'display_once_every_few_days_3';
                  }
                | {
                    /** @enum {string} */
                    rule: 'display_once_every_few_visiting_4';
                    visits: number;
                  }
                | {
                    /** @enum {string} */
                    rule: 'display_everytime_everypage_5';
                  };
              design?: {
                blocks: (
                  | {
                      level: 1 | 2 | 3;
                      text: string;
                      /** @enum {string} */
                      type: 'heading';
                    }
                  | {
                      text: string;
                      /** @enum {string} */
                      type: 'text';
                    }
                  | {
                      alt: string;
                      height?: number;
                      src: string;
                      /** @enum {string} */
                      type: 'image';
                      width?: number;
                    }
                  | {
                      /** @enum {string} */
                      action: 'submit' | 'close' | 'link';
                      href?: string;
                      label: string;
                      /** @enum {string} */
                      type: 'button';
                    }
                  | {
                      consent?: string;
                      fields: {
                        /** @enum {string} */
                        email_validation?:
                          'no-validation' | 'check-typos' | 'business-email' | 'typos-business';
                        /** @enum {string} */
                        kind:
                          | 'email'
                          | 'name'
                          | 'phone'
                          | 'text'
                          | 'textarea'
                          | 'number'
                          | 'date'
                          | 'birthday'
                          | 'url'
                          | 'select'
                          | 'checkbox'
                          | 'radio'
                          | 'hidden';
                        label: string;
                        name?: string;
                        options?: string[];
                        /** @enum {string} */
                        phone_validation?: 'basic' | 'advanced' | 'international';
                        placeholder?: string;
                        required?: boolean;
                        value?: string;
                      }[];
                      mailing_list?: string;
                      submit_label: string;
                      /** @enum {string} */
                      type: 'form';
                    }
                  | {
                      caption?: string;
                      code: string;
                      /** @enum {string} */
                      type: 'coupon';
                    }
                  | {
                      /** @enum {string} */
                      type: 'countdown';
                    }
                  | {
                      /** @enum {string} */
                      type: 'products';
                    }
                  | {
                      html: string;
                      /** @enum {string} */
                      type: 'html';
                    }
                )[];
                teaser?: {
                  /** @enum {string} */
                  show: 'always' | 'before_show' | 'after_close';
                  text: string;
                };
                thank_you?: (
                  | {
                      level: 1 | 2 | 3;
                      text: string;
                      /** @enum {string} */
                      type: 'heading';
                    }
                  | {
                      text: string;
                      /** @enum {string} */
                      type: 'text';
                    }
                  | {
                      alt: string;
                      height?: number;
                      src: string;
                      /** @enum {string} */
                      type: 'image';
                      width?: number;
                    }
                  | {
                      /** @enum {string} */
                      action: 'submit' | 'close' | 'link';
                      href?: string;
                      label: string;
                      /** @enum {string} */
                      type: 'button';
                    }
                  | {
                      consent?: string;
                      fields: {
                        /** @enum {string} */
                        email_validation?:
                          'no-validation' | 'check-typos' | 'business-email' | 'typos-business';
                        /** @enum {string} */
                        kind:
                          | 'email'
                          | 'name'
                          | 'phone'
                          | 'text'
                          | 'textarea'
                          | 'number'
                          | 'date'
                          | 'birthday'
                          | 'url'
                          | 'select'
                          | 'checkbox'
                          | 'radio'
                          | 'hidden';
                        label: string;
                        name?: string;
                        options?: string[];
                        /** @enum {string} */
                        phone_validation?: 'basic' | 'advanced' | 'international';
                        placeholder?: string;
                        required?: boolean;
                        value?: string;
                      }[];
                      mailing_list?: string;
                      submit_label: string;
                      /** @enum {string} */
                      type: 'form';
                    }
                  | {
                      caption?: string;
                      code: string;
                      /** @enum {string} */
                      type: 'coupon';
                    }
                  | {
                      /** @enum {string} */
                      type: 'countdown';
                    }
                  | {
                      /** @enum {string} */
                      type: 'products';
                    }
                  | {
                      html: string;
                      /** @enum {string} */
                      type: 'html';
                    }
                )[];
                theme?: {
                  accent?: string;
                  /** @enum {string} */
                  align?: 'start' | 'center';
                  background?: string;
                  /** @enum {string} */
                  font_scale?: 'small' | 'medium' | 'large';
                  text?: string;
                };
              };
              design_properties: {
                add_to_cart?: string;
                cart_threshold?: number;
                coupon?: {
                  code: string;
                  coupon_type: string;
                };
                disable_post_play_screen?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                field_checkbox_default_marked?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                field_checkbox_required?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_auto_close?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_auto_close_sec?: number;
                poptin_design_close_on_screen_click?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                /** @enum {string} */
                poptin_design_close_options_type?:
                  'closing_options-x' | 'closing_options-button' | 'closing_options-';
                poptin_design_content_lock?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_entry_effect?: string;
                poptin_design_exit_effect?: string;
                poptin_design_redirect?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_redirect_send_form_data?:
                  boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_redirect_url?: string;
                poptin_design_show_x_after_sec?: number;
                poptin_design_show_x_comment?: string;
                poptin_design_thank_screen?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_thank_screen_auto_close?:
                  boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                poptin_design_thank_screen_auto_close_sec?: number;
                poptin_location?: string;
                shopify_add_to_cart_2?: string;
                shopify_add_to_cart_3?: string;
                shopify_add_to_cart_4?: string;
                shopify_add_to_cart_5?: string;
                shopify_add_to_cart_6?: string;
                switch_mobile_editor?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                timer?: string;
                timer_ver?: 0 | 1 | 2;
              };
              display?: boolean;
              /** @enum {string} */
              display_after_exit_website_active?: 'yes' | 'no';
              display_after_inactive_seconds_active?: 'no' | number;
              display_after_page_click_number_active?: 'no' | number;
              display_after_scroll_active?: 'no' | number;
              display_after_sec_active?: 'no' | number;
              /** @enum {string} */
              display_after_sec_active_on?: 'page' | 'website';
              display_after_visit_page_active?: 'no' | number;
              display_if_adblock_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              display_if_specific_cookie_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              display_if_specific_js_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              /** @enum {string} */
              display_on_device?: 'all' | 'mobile' | 'desktop';
              engagement_with_other_poptin_filter?: string;
              engagement_with_other_poptin_filter_active?:
                boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              gamified_prize?: {
                chances: number;
                code?: string;
                coupon_id?: string;
                is_winner: 0 | 1;
                label: string;
                loosing_option?: string;
                prize_id: string;
                redirect_to?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                redirect_to_options?: {
                  redirect_close?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
                  redirect_close_delay?: number;
                  redirect_to_url?: string;
                };
              }[];
              hide_on_pages?: {
                /** @enum {string} */
                rule:
                  | 'contain'
                  | 'exact'
                  | 'start'
                  | 'end'
                  | 'greater_than'
                  | 'less_than'
                  | 'any_value';
                value: string;
              }[];
              if_poptin_credit?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              is_teasers_on?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              js_filter?: {
                js_name_pair: string;
                js_show_pair: string;
                js_value_pair: string;
              }[];
              on_click?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              poptin?: string;
              poptin_format: string;
              poptin_name: string;
              poptin_new_session?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              poptin_size: {
                height: number;
                width: number;
              };
              /** @enum {string} */
              poptin_target: 'lead' | 'click' | 'social_proof' | 'others';
              poptin_trigger?: {
                /** @enum {string} */
                close_trigger?:
                  'cancel_click' | 'auto_close' | 'bg_click' | 'timer' | 'submit' | 'x_click' | '';
                convert?: boolean;
              };
              /** @enum {string} */
              poptin_type:
                | 'lightbox'
                | 'gamified'
                | 'bar'
                | 'bside'
                | 'sside'
                | 'social'
                | 'browsing'
                | 'fullpage'
                | 'mobile'
                | 'embedded'
                | 'content';
              poptin_url?: string;
              /** @enum {string} */
              shopify_cart_trigger_action?: 'cart_value' | 'item_count';
              shopify_cart_trigger_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              /** @enum {string} */
              shopify_cart_trigger_cart_spec_filter?:
                'greater_than' | 'equal' | 'greater_than_or_equal';
              shopify_cart_trigger_cart_spec_value?: number | string;
              shopify_cart_trigger_products?: string;
              shopify_product_settings?: {
                /** @enum {string} */
                buttons_action:
                  | 'add_to_cart'
                  | 'add_to_cart_redirect'
                  | 'redirect'
                  | 'redirect_blank'
                  | 'no_buttons';
                /** @enum {string} */
                category: 'last_visited' | 'product_in_cart' | 'manual' | 'product_collection';
                collection?: string;
                count: number;
                manual_products?: string[];
              };
              show_on_pages?: {
                /** @enum {string} */
                rule:
                  | 'contain'
                  | 'exact'
                  | 'start'
                  | 'end'
                  | 'greater_than'
                  | 'less_than'
                  | 'any_value';
                value: string;
              }[];
              source_code_target_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              source_code_target_html?: string;
              /** @enum {string} */
              source_code_target_role?: 'contain' | 'not_contain';
              stop_showing_to_converted_users?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              viewer_id?: string;
              wheel_has_coupon?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              /** @enum {string} */
              wix_cart_trigger_action?: 'cart_value' | 'item_count';
              wix_cart_trigger_active?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
              /** @enum {string} */
              wix_cart_trigger_cart_spec_filter?:
                'greater_than' | 'equal' | 'greater_than_or_equal';
              wix_cart_trigger_cart_spec_value?: number | string;
              wix_cart_trigger_products?: string;
              x_close_button?: boolean | 0 | 1 | ('0' | '1' | 'yes' | 'no');
            };
            /**
             * @default draft
             * @enum {string}
             */
            status?: 'draft' | 'live' | 'paused';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created_at: number;
              id: string;
              popup: {
                [key: string]: unknown;
              };
              site_id: string;
              /** @enum {string} */
              status: 'draft' | 'live' | 'paused';
              updated_at: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/pinwheel/v1/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List webhook endpoints with their signing secrets, oldest first */
    get: {
      parameters: {
        query?: {
          exclude?: string[];
          include?: string[];
          offset?: number;
          order?: 'asc' | 'desc';
          orderby?: 'date';
          page?: number;
          per_page?: number;
          search?: string;
          /** @description Only the endpoints of this site */
          site?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created_at: number;
              delivery_url: string;
              id: string;
              secret: string;
              site_id: string;
            }[];
          };
        };
      };
    };
    put?: never;
    /** Add a webhook endpoint to a site; answered with its new signing secret */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uri */
            delivery_url: string;
            site_id: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created_at: number;
              delivery_url: string;
              id: string;
              secret: string;
              site_id: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/pinwheel/v1/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve a webhook endpoint */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created_at: number;
              delivery_url: string;
              id: string;
              secret: string;
              site_id: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Delete a webhook endpoint for good (force=true); deliveries pending to it fail */
    delete: {
      parameters: {
        query?: {
          /** @description Must be true: the resource has no trash. */
          force?: boolean | ('0' | '1' | 'true' | 'false');
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created_at: number;
              delivery_url: string;
              id: string;
              secret: string;
              site_id: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/pinwheel/v1/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The endpoint's latest delivery attempts (100 at most), newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created_at: number;
              delivery_id: string;
              duration_ms: number;
              error: string | null;
              id: string;
              lead_id: string | null;
              status_code: number | null;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/pinwheel/v1/webhooks/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Queue a test delivery (an example lead) to the endpoint */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              delivery_id: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/pinwheel/v1/wix-ordered-products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The products of Wix orders the widget reported, newest first (site: one site's) */
    get: {
      parameters: {
        query?: {
          exclude?: string[];
          include?: string[];
          offset?: number;
          order?: 'asc' | 'desc';
          page?: number;
          per_page?: number;
          search?: string;
          site?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              customer_id: string;
              date_created_gmt: string;
              id: string;
              products: {
                category: string;
                product_id: string;
                product_name: string;
              }[];
              site_id: string;
              source_table: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/wc/v3/coupons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List coupons (search matches the code) */
    get: {
      parameters: {
        query?: {
          /** @description only the coupon with this code */
          code?: string;
          exclude?: string[];
          include?: string[];
          offset?: number;
          order?: 'asc' | 'desc';
          orderby?: 'date' | 'id' | 'include' | 'title' | 'slug' | 'modified';
          page?: number;
          per_page?: number;
          search?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              _links: {
                collection: {
                  href: string;
                }[];
                self: {
                  href: string;
                }[];
              };
              /** @description a percentage for percent, else money in the shop’s currency */
              amount: string;
              code: string;
              /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
              date_created: string;
              /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
              date_created_gmt: string;
              date_expires: string | null;
              date_expires_gmt: string | null;
              /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
              date_modified: string;
              /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
              date_modified_gmt: string;
              /** @description ours: the code works from then on */
              date_starts: string | null;
              /** @description ours */
              date_starts_gmt: string | null;
              description: string;
              /** @enum {string} */
              discount_type: 'percent' | 'fixed_cart' | 'fixed_product';
              email_restrictions: string[];
              excluded_product_categories: string[];
              excluded_product_ids: string[];
              /** @description ours: only an address without earlier orders */
              first_order_only: boolean;
              free_shipping: boolean;
              /** @description our opaque id (WooCommerce: an integer) */
              id: string;
              individual_use: boolean;
              maximum_amount: string;
              /** @description always empty: meta data is not kept */
              meta_data: unknown[];
              minimum_amount: string;
              product_categories: string[];
              product_ids: string[];
              /** @enum {string} */
              status: 'publish' | 'draft';
              /** @description ours: single-use codes are issued from it (each X a random character); the coupon’s own code is then not accepted */
              unique_code_pattern: string | null;
              usage_count: number;
              usage_limit: number | null;
              usage_limit_per_user: number | null;
              /** @description the addresses of the orders that used it */
              used_by: string[];
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    put?: never;
    /** Create a coupon */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            amount?: string | number;
            code?: string;
            date_expires?: string | null;
            date_expires_gmt?: string | null;
            /** @description ours */
            date_starts?: string | null;
            /** @description ours */
            date_starts_gmt?: string | null;
            description?: string;
            /** @enum {string} */
            discount_type?: 'percent' | 'fixed_cart' | 'fixed_product';
            email_restrictions?: string[];
            excluded_product_categories?: (string | number)[];
            excluded_product_ids?: (string | number)[];
            /** @description ours */
            first_order_only?: boolean;
            free_shipping?: boolean;
            individual_use?: boolean;
            /** @description "" or "0": no maximum */
            maximum_amount?: string | number;
            /** @description accepted, not kept */
            meta_data?: unknown[];
            /** @description "" or "0": no minimum */
            minimum_amount?: string | number;
            product_categories?: (string | number)[];
            product_ids?: (string | number)[];
            /** @enum {string} */
            status?: 'publish' | 'draft';
            /** @description ours: e.g. WELCOME-XXXXXX */
            unique_code_pattern?: string | null;
            /** @description 0 or null: no limit */
            usage_limit?: number | null;
            /** @description 0 or null: no limit */
            usage_limit_per_user?: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              _links: {
                collection: {
                  href: string;
                }[];
                self: {
                  href: string;
                }[];
              };
              /** @description a percentage for percent, else money in the shop’s currency */
              amount: string;
              code: string;
              /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
              date_created: string;
              /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
              date_created_gmt: string;
              date_expires: string | null;
              date_expires_gmt: string | null;
              /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
              date_modified: string;
              /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
              date_modified_gmt: string;
              /** @description ours: the code works from then on */
              date_starts: string | null;
              /** @description ours */
              date_starts_gmt: string | null;
              description: string;
              /** @enum {string} */
              discount_type: 'percent' | 'fixed_cart' | 'fixed_product';
              email_restrictions: string[];
              excluded_product_categories: string[];
              excluded_product_ids: string[];
              /** @description ours: only an address without earlier orders */
              first_order_only: boolean;
              free_shipping: boolean;
              /** @description our opaque id (WooCommerce: an integer) */
              id: string;
              individual_use: boolean;
              maximum_amount: string;
              /** @description always empty: meta data is not kept */
              meta_data: unknown[];
              minimum_amount: string;
              product_categories: string[];
              product_ids: string[];
              /** @enum {string} */
              status: 'publish' | 'draft';
              /** @description ours: single-use codes are issued from it (each X a random character); the coupon’s own code is then not accepted */
              unique_code_pattern: string | null;
              usage_count: number;
              usage_limit: number | null;
              usage_limit_per_user: number | null;
              /** @description the addresses of the orders that used it */
              used_by: string[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/wc/v3/coupons/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One coupon */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              _links: {
                collection: {
                  href: string;
                }[];
                self: {
                  href: string;
                }[];
              };
              /** @description a percentage for percent, else money in the shop’s currency */
              amount: string;
              code: string;
              /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
              date_created: string;
              /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
              date_created_gmt: string;
              date_expires: string | null;
              date_expires_gmt: string | null;
              /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
              date_modified: string;
              /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
              date_modified_gmt: string;
              /** @description ours: the code works from then on */
              date_starts: string | null;
              /** @description ours */
              date_starts_gmt: string | null;
              description: string;
              /** @enum {string} */
              discount_type: 'percent' | 'fixed_cart' | 'fixed_product';
              email_restrictions: string[];
              excluded_product_categories: string[];
              excluded_product_ids: string[];
              /** @description ours: only an address without earlier orders */
              first_order_only: boolean;
              free_shipping: boolean;
              /** @description our opaque id (WooCommerce: an integer) */
              id: string;
              individual_use: boolean;
              maximum_amount: string;
              /** @description always empty: meta data is not kept */
              meta_data: unknown[];
              minimum_amount: string;
              product_categories: string[];
              product_ids: string[];
              /** @enum {string} */
              status: 'publish' | 'draft';
              /** @description ours: single-use codes are issued from it (each X a random character); the coupon’s own code is then not accepted */
              unique_code_pattern: string | null;
              usage_count: number;
              usage_limit: number | null;
              usage_limit_per_user: number | null;
              /** @description the addresses of the orders that used it */
              used_by: string[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Update a coupon (the fields sent; the others stay); with If-Match, 412 rest_edit_conflict when it changed since */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            amount?: string | number;
            code?: string;
            date_expires?: string | null;
            date_expires_gmt?: string | null;
            /** @description ours */
            date_starts?: string | null;
            /** @description ours */
            date_starts_gmt?: string | null;
            description?: string;
            /** @enum {string} */
            discount_type?: 'percent' | 'fixed_cart' | 'fixed_product';
            email_restrictions?: string[];
            excluded_product_categories?: (string | number)[];
            excluded_product_ids?: (string | number)[];
            /** @description ours */
            first_order_only?: boolean;
            free_shipping?: boolean;
            individual_use?: boolean;
            /** @description "" or "0": no maximum */
            maximum_amount?: string | number;
            /** @description accepted, not kept */
            meta_data?: unknown[];
            /** @description "" or "0": no minimum */
            minimum_amount?: string | number;
            product_categories?: (string | number)[];
            product_ids?: (string | number)[];
            /** @enum {string} */
            status?: 'publish' | 'draft';
            /** @description ours: e.g. WELCOME-XXXXXX */
            unique_code_pattern?: string | null;
            /** @description 0 or null: no limit */
            usage_limit?: number | null;
            /** @description 0 or null: no limit */
            usage_limit_per_user?: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              _links: {
                collection: {
                  href: string;
                }[];
                self: {
                  href: string;
                }[];
              };
              /** @description a percentage for percent, else money in the shop’s currency */
              amount: string;
              code: string;
              /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
              date_created: string;
              /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
              date_created_gmt: string;
              date_expires: string | null;
              date_expires_gmt: string | null;
              /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
              date_modified: string;
              /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
              date_modified_gmt: string;
              /** @description ours: the code works from then on */
              date_starts: string | null;
              /** @description ours */
              date_starts_gmt: string | null;
              description: string;
              /** @enum {string} */
              discount_type: 'percent' | 'fixed_cart' | 'fixed_product';
              email_restrictions: string[];
              excluded_product_categories: string[];
              excluded_product_ids: string[];
              /** @description ours: only an address without earlier orders */
              first_order_only: boolean;
              free_shipping: boolean;
              /** @description our opaque id (WooCommerce: an integer) */
              id: string;
              individual_use: boolean;
              maximum_amount: string;
              /** @description always empty: meta data is not kept */
              meta_data: unknown[];
              minimum_amount: string;
              product_categories: string[];
              product_ids: string[];
              /** @enum {string} */
              status: 'publish' | 'draft';
              /** @description ours: single-use codes are issued from it (each X a random character); the coupon’s own code is then not accepted */
              unique_code_pattern: string | null;
              usage_count: number;
              usage_limit: number | null;
              usage_limit_per_user: number | null;
              /** @description the addresses of the orders that used it */
              used_by: string[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    post?: never;
    /** Delete a coupon (force=true: coupons have no trash); answers the deleted coupon */
    delete: {
      parameters: {
        query?: {
          force?: boolean | ('0' | '1' | 'true' | 'false');
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              _links: {
                collection: {
                  href: string;
                }[];
                self: {
                  href: string;
                }[];
              };
              /** @description a percentage for percent, else money in the shop’s currency */
              amount: string;
              code: string;
              /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
              date_created: string;
              /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
              date_created_gmt: string;
              date_expires: string | null;
              date_expires_gmt: string | null;
              /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
              date_modified: string;
              /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
              date_modified_gmt: string;
              /** @description ours: the code works from then on */
              date_starts: string | null;
              /** @description ours */
              date_starts_gmt: string | null;
              description: string;
              /** @enum {string} */
              discount_type: 'percent' | 'fixed_cart' | 'fixed_product';
              email_restrictions: string[];
              excluded_product_categories: string[];
              excluded_product_ids: string[];
              /** @description ours: only an address without earlier orders */
              first_order_only: boolean;
              free_shipping: boolean;
              /** @description our opaque id (WooCommerce: an integer) */
              id: string;
              individual_use: boolean;
              maximum_amount: string;
              /** @description always empty: meta data is not kept */
              meta_data: unknown[];
              minimum_amount: string;
              product_categories: string[];
              product_ids: string[];
              /** @enum {string} */
              status: 'publish' | 'draft';
              /** @description ours: single-use codes are issued from it (each X a random character); the coupon’s own code is then not accepted */
              unique_code_pattern: string | null;
              usage_count: number;
              usage_limit: number | null;
              usage_limit_per_user: number | null;
              /** @description the addresses of the orders that used it */
              used_by: string[];
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        501: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Update a coupon (the fields sent; the others stay); with If-Match, 412 rest_edit_conflict when it changed since */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            amount?: string | number;
            code?: string;
            date_expires?: string | null;
            date_expires_gmt?: string | null;
            /** @description ours */
            date_starts?: string | null;
            /** @description ours */
            date_starts_gmt?: string | null;
            description?: string;
            /** @enum {string} */
            discount_type?: 'percent' | 'fixed_cart' | 'fixed_product';
            email_restrictions?: string[];
            excluded_product_categories?: (string | number)[];
            excluded_product_ids?: (string | number)[];
            /** @description ours */
            first_order_only?: boolean;
            free_shipping?: boolean;
            individual_use?: boolean;
            /** @description "" or "0": no maximum */
            maximum_amount?: string | number;
            /** @description accepted, not kept */
            meta_data?: unknown[];
            /** @description "" or "0": no minimum */
            minimum_amount?: string | number;
            product_categories?: (string | number)[];
            product_ids?: (string | number)[];
            /** @enum {string} */
            status?: 'publish' | 'draft';
            /** @description ours: e.g. WELCOME-XXXXXX */
            unique_code_pattern?: string | null;
            /** @description 0 or null: no limit */
            usage_limit?: number | null;
            /** @description 0 or null: no limit */
            usage_limit_per_user?: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              _links: {
                collection: {
                  href: string;
                }[];
                self: {
                  href: string;
                }[];
              };
              /** @description a percentage for percent, else money in the shop’s currency */
              amount: string;
              code: string;
              /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
              date_created: string;
              /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
              date_created_gmt: string;
              date_expires: string | null;
              date_expires_gmt: string | null;
              /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
              date_modified: string;
              /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
              date_modified_gmt: string;
              /** @description ours: the code works from then on */
              date_starts: string | null;
              /** @description ours */
              date_starts_gmt: string | null;
              description: string;
              /** @enum {string} */
              discount_type: 'percent' | 'fixed_cart' | 'fixed_product';
              email_restrictions: string[];
              excluded_product_categories: string[];
              excluded_product_ids: string[];
              /** @description ours: only an address without earlier orders */
              first_order_only: boolean;
              free_shipping: boolean;
              /** @description our opaque id (WooCommerce: an integer) */
              id: string;
              individual_use: boolean;
              maximum_amount: string;
              /** @description always empty: meta data is not kept */
              meta_data: unknown[];
              minimum_amount: string;
              product_categories: string[];
              product_ids: string[];
              /** @enum {string} */
              status: 'publish' | 'draft';
              /** @description ours: single-use codes are issued from it (each X a random character); the coupon’s own code is then not accepted */
              unique_code_pattern: string | null;
              usage_count: number;
              usage_limit: number | null;
              usage_limit_per_user: number | null;
              /** @description the addresses of the orders that used it */
              used_by: string[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/wc/v3/coupons/batch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create, update and delete coupons in one call (at most 100 items)
     * @description Each item is judged on its own: a refused item answers `{id, error}` in its place, as WooCommerce does.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            create?: {
              [key: string]: unknown;
            }[];
            delete?: (string | number)[];
            update?: ({
              id: string | number;
            } & {
              [key: string]: unknown;
            })[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              create?: (
                | {
                    _links: {
                      collection: {
                        href: string;
                      }[];
                      self: {
                        href: string;
                      }[];
                    };
                    /** @description a percentage for percent, else money in the shop’s currency */
                    amount: string;
                    code: string;
                    /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
                    date_created: string;
                    /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
                    date_created_gmt: string;
                    date_expires: string | null;
                    date_expires_gmt: string | null;
                    /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
                    date_modified: string;
                    /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
                    date_modified_gmt: string;
                    /** @description ours: the code works from then on */
                    date_starts: string | null;
                    /** @description ours */
                    date_starts_gmt: string | null;
                    description: string;
                    /** @enum {string} */
                    discount_type: 'percent' | 'fixed_cart' | 'fixed_product';
                    email_restrictions: string[];
                    excluded_product_categories: string[];
                    excluded_product_ids: string[];
                    /** @description ours: only an address without earlier orders */
                    first_order_only: boolean;
                    free_shipping: boolean;
                    /** @description our opaque id (WooCommerce: an integer) */
                    id: string;
                    individual_use: boolean;
                    maximum_amount: string;
                    /** @description always empty: meta data is not kept */
                    meta_data: unknown[];
                    minimum_amount: string;
                    product_categories: string[];
                    product_ids: string[];
                    /** @enum {string} */
                    status: 'publish' | 'draft';
                    /** @description ours: single-use codes are issued from it (each X a random character); the coupon’s own code is then not accepted */
                    unique_code_pattern: string | null;
                    usage_count: number;
                    usage_limit: number | null;
                    usage_limit_per_user: number | null;
                    /** @description the addresses of the orders that used it */
                    used_by: string[];
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        status: number;
                      } & {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string;
                  }
              )[];
              delete?: (
                | {
                    _links: {
                      collection: {
                        href: string;
                      }[];
                      self: {
                        href: string;
                      }[];
                    };
                    /** @description a percentage for percent, else money in the shop’s currency */
                    amount: string;
                    code: string;
                    /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
                    date_created: string;
                    /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
                    date_created_gmt: string;
                    date_expires: string | null;
                    date_expires_gmt: string | null;
                    /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
                    date_modified: string;
                    /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
                    date_modified_gmt: string;
                    /** @description ours: the code works from then on */
                    date_starts: string | null;
                    /** @description ours */
                    date_starts_gmt: string | null;
                    description: string;
                    /** @enum {string} */
                    discount_type: 'percent' | 'fixed_cart' | 'fixed_product';
                    email_restrictions: string[];
                    excluded_product_categories: string[];
                    excluded_product_ids: string[];
                    /** @description ours: only an address without earlier orders */
                    first_order_only: boolean;
                    free_shipping: boolean;
                    /** @description our opaque id (WooCommerce: an integer) */
                    id: string;
                    individual_use: boolean;
                    maximum_amount: string;
                    /** @description always empty: meta data is not kept */
                    meta_data: unknown[];
                    minimum_amount: string;
                    product_categories: string[];
                    product_ids: string[];
                    /** @enum {string} */
                    status: 'publish' | 'draft';
                    /** @description ours: single-use codes are issued from it (each X a random character); the coupon’s own code is then not accepted */
                    unique_code_pattern: string | null;
                    usage_count: number;
                    usage_limit: number | null;
                    usage_limit_per_user: number | null;
                    /** @description the addresses of the orders that used it */
                    used_by: string[];
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        status: number;
                      } & {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string;
                  }
              )[];
              update?: (
                | {
                    _links: {
                      collection: {
                        href: string;
                      }[];
                      self: {
                        href: string;
                      }[];
                    };
                    /** @description a percentage for percent, else money in the shop’s currency */
                    amount: string;
                    code: string;
                    /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
                    date_created: string;
                    /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
                    date_created_gmt: string;
                    date_expires: string | null;
                    date_expires_gmt: string | null;
                    /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
                    date_modified: string;
                    /** @description YYYY-MM-DDTHH:MM:SS, the shop’s time (UTC) */
                    date_modified_gmt: string;
                    /** @description ours: the code works from then on */
                    date_starts: string | null;
                    /** @description ours */
                    date_starts_gmt: string | null;
                    description: string;
                    /** @enum {string} */
                    discount_type: 'percent' | 'fixed_cart' | 'fixed_product';
                    email_restrictions: string[];
                    excluded_product_categories: string[];
                    excluded_product_ids: string[];
                    /** @description ours: only an address without earlier orders */
                    first_order_only: boolean;
                    free_shipping: boolean;
                    /** @description our opaque id (WooCommerce: an integer) */
                    id: string;
                    individual_use: boolean;
                    maximum_amount: string;
                    /** @description always empty: meta data is not kept */
                    meta_data: unknown[];
                    minimum_amount: string;
                    product_categories: string[];
                    product_ids: string[];
                    /** @enum {string} */
                    status: 'publish' | 'draft';
                    /** @description ours: single-use codes are issued from it (each X a random character); the coupon’s own code is then not accepted */
                    unique_code_pattern: string | null;
                    usage_count: number;
                    usage_limit: number | null;
                    usage_limit_per_user: number | null;
                    /** @description the addresses of the orders that used it */
                    used_by: string[];
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        status: number;
                      } & {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string;
                  }
              )[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/wc/v3/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List orders (search matches the customer’s email, the order number and the billing address) */
    get: {
      parameters: {
        query?: {
          /** @description Only orders placed at or after this time */
          after?: string;
          /** @description Only orders placed before this time */
          before?: string;
          /** @description Only the orders of this email address (WooCommerce takes a customer id; we have no customer accounts) */
          customer?: string;
          exclude?: string[];
          include?: string[];
          offset?: number;
          order?: 'asc' | 'desc';
          orderby?: 'date' | 'id';
          page?: number;
          per_page?: number;
          search?: string;
          status?: (
            ('pending' | 'on-hold' | 'processing' | 'completed' | 'cancelled' | 'refunded') | 'any'
          )[];
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              billing: {
                address_1: string;
                address_2: string;
                city: string;
                company: string;
                country: string;
                email: string;
                first_name: string;
                last_name: string;
                phone: string;
                postcode: string;
                state: string;
              };
              coupon_lines: {
                code: string;
                discount: string;
                id: string;
              }[];
              currency: string;
              customer_note: string;
              date_created: string;
              date_created_gmt: string;
              date_modified: string;
              date_modified_gmt: string;
              /** @description what the discount codes took off */
              discount_total: string;
              /** @description What is paid now: the total less what deposit plans leave for later */
              due_now: string;
              id: string;
              line_items: {
                id: string;
                meta_data: {
                  key: string;
                  value: string;
                }[];
                name: string;
                price: number;
                product_id: string;
                quantity: number;
                sku: string;
                subtotal: string;
                total: string;
                variation_id: number;
              }[];
              meta_data: {
                key: string;
                value: string;
              }[];
              number: string;
              payment_method: string;
              payment_method_title: string;
              /** @description each refund, newest first, its total negative as in WooCommerce */
              refunds: {
                id: string;
                reason: string;
                total: string;
              }[];
              shipping: {
                address_1: string;
                address_2: string;
                city: string;
                company: string;
                country: string;
                first_name: string;
                last_name: string;
                postcode: string;
                state: string;
              };
              shipping_lines: {
                id: string;
                method_id: string;
                method_title: string;
                total: string;
              }[];
              shipping_total: string;
              /** @enum {string} */
              status: 'pending' | 'on-hold' | 'processing' | 'completed' | 'cancelled' | 'refunded';
              /** @description whether the order holds its lines’ stock (less what refunds put back); ours, so a refund knows whether it can restock */
              stock_held: boolean;
              /** @description The lines’ total before shipping (not in WooCommerce’s order) */
              subtotal: string;
              total: string;
            }[];
          };
        };
      };
    };
    put?: never;
    /** Create an order as the checkout places one: stock taken, prices and totals ours, the payment method sets the status, mails sent */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            billing: {
              /** @default  */
              address_1?: string;
              /** @default  */
              address_2?: string;
              /** @default  */
              city?: string;
              /** @default  */
              company?: string;
              /** @default  */
              country?: string;
              /** @default  */
              email?: string;
              /** @default  */
              first_name?: string;
              /** @default  */
              last_name?: string;
              /** @default  */
              phone?: string;
              /** @default  */
              postcode?: string;
              /** @default  */
              state?: string;
            };
            /** @default  */
            customer_note?: string;
            line_items: {
              product_id?: string;
              quantity: number;
              variation_id: number;
            }[];
            /** @description cash_on_delivery or bank_transfer, as switched on */
            payment_method: string;
            /** @description Where the parcel goes; the billing address when absent */
            shipping?: {
              /** @default  */
              address_1?: string;
              /** @default  */
              address_2?: string;
              /** @default  */
              city?: string;
              /** @default  */
              company?: string;
              /** @default  */
              country?: string;
              /** @default  */
              first_name?: string;
              /** @default  */
              last_name?: string;
              /** @default  */
              postcode?: string;
              /** @default  */
              state?: string;
            };
            /**
             * @description flat_rate (when absent) or free_shipping, as offered for the subtotal
             * @default []
             */
            shipping_lines?: {
              method_id: string;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              billing: {
                address_1: string;
                address_2: string;
                city: string;
                company: string;
                country: string;
                email: string;
                first_name: string;
                last_name: string;
                phone: string;
                postcode: string;
                state: string;
              };
              coupon_lines: {
                code: string;
                discount: string;
                id: string;
              }[];
              currency: string;
              customer_note: string;
              date_created: string;
              date_created_gmt: string;
              date_modified: string;
              date_modified_gmt: string;
              /** @description what the discount codes took off */
              discount_total: string;
              /** @description What is paid now: the total less what deposit plans leave for later */
              due_now: string;
              id: string;
              line_items: {
                id: string;
                meta_data: {
                  key: string;
                  value: string;
                }[];
                name: string;
                price: number;
                product_id: string;
                quantity: number;
                sku: string;
                subtotal: string;
                total: string;
                variation_id: number;
              }[];
              meta_data: {
                key: string;
                value: string;
              }[];
              number: string;
              payment_method: string;
              payment_method_title: string;
              /** @description each refund, newest first, its total negative as in WooCommerce */
              refunds: {
                id: string;
                reason: string;
                total: string;
              }[];
              shipping: {
                address_1: string;
                address_2: string;
                city: string;
                company: string;
                country: string;
                first_name: string;
                last_name: string;
                postcode: string;
                state: string;
              };
              shipping_lines: {
                id: string;
                method_id: string;
                method_title: string;
                total: string;
              }[];
              shipping_total: string;
              /** @enum {string} */
              status: 'pending' | 'on-hold' | 'processing' | 'completed' | 'cancelled' | 'refunded';
              /** @description whether the order holds its lines’ stock (less what refunds put back); ours, so a refund knows whether it can restock */
              stock_held: boolean;
              /** @description The lines’ total before shipping (not in WooCommerce’s order) */
              subtotal: string;
              total: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/wc/v3/orders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve an order */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              billing: {
                address_1: string;
                address_2: string;
                city: string;
                company: string;
                country: string;
                email: string;
                first_name: string;
                last_name: string;
                phone: string;
                postcode: string;
                state: string;
              };
              coupon_lines: {
                code: string;
                discount: string;
                id: string;
              }[];
              currency: string;
              customer_note: string;
              date_created: string;
              date_created_gmt: string;
              date_modified: string;
              date_modified_gmt: string;
              /** @description what the discount codes took off */
              discount_total: string;
              /** @description What is paid now: the total less what deposit plans leave for later */
              due_now: string;
              id: string;
              line_items: {
                id: string;
                meta_data: {
                  key: string;
                  value: string;
                }[];
                name: string;
                price: number;
                product_id: string;
                quantity: number;
                sku: string;
                subtotal: string;
                total: string;
                variation_id: number;
              }[];
              meta_data: {
                key: string;
                value: string;
              }[];
              number: string;
              payment_method: string;
              payment_method_title: string;
              /** @description each refund, newest first, its total negative as in WooCommerce */
              refunds: {
                id: string;
                reason: string;
                total: string;
              }[];
              shipping: {
                address_1: string;
                address_2: string;
                city: string;
                company: string;
                country: string;
                first_name: string;
                last_name: string;
                postcode: string;
                state: string;
              };
              shipping_lines: {
                id: string;
                method_id: string;
                method_title: string;
                total: string;
              }[];
              shipping_total: string;
              /** @enum {string} */
              status: 'pending' | 'on-hold' | 'processing' | 'completed' | 'cancelled' | 'refunded';
              /** @description whether the order holds its lines’ stock (less what refunds put back); ours, so a refund knows whether it can restock */
              stock_held: boolean;
              /** @description The lines’ total before shipping (not in WooCommerce’s order) */
              subtotal: string;
              total: string;
            };
          };
        };
      };
    };
    /** Update an order’s status and/or customer note (cancelling or refunding puts its stock back; reopening takes it again); with If-Match, 412 rest_edit_conflict when it changed since */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            customer_note?: string;
            /** @enum {string} */
            status?: 'pending' | 'on-hold' | 'processing' | 'completed' | 'cancelled' | 'refunded';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              billing: {
                address_1: string;
                address_2: string;
                city: string;
                company: string;
                country: string;
                email: string;
                first_name: string;
                last_name: string;
                phone: string;
                postcode: string;
                state: string;
              };
              coupon_lines: {
                code: string;
                discount: string;
                id: string;
              }[];
              currency: string;
              customer_note: string;
              date_created: string;
              date_created_gmt: string;
              date_modified: string;
              date_modified_gmt: string;
              /** @description what the discount codes took off */
              discount_total: string;
              /** @description What is paid now: the total less what deposit plans leave for later */
              due_now: string;
              id: string;
              line_items: {
                id: string;
                meta_data: {
                  key: string;
                  value: string;
                }[];
                name: string;
                price: number;
                product_id: string;
                quantity: number;
                sku: string;
                subtotal: string;
                total: string;
                variation_id: number;
              }[];
              meta_data: {
                key: string;
                value: string;
              }[];
              number: string;
              payment_method: string;
              payment_method_title: string;
              /** @description each refund, newest first, its total negative as in WooCommerce */
              refunds: {
                id: string;
                reason: string;
                total: string;
              }[];
              shipping: {
                address_1: string;
                address_2: string;
                city: string;
                company: string;
                country: string;
                first_name: string;
                last_name: string;
                postcode: string;
                state: string;
              };
              shipping_lines: {
                id: string;
                method_id: string;
                method_title: string;
                total: string;
              }[];
              shipping_total: string;
              /** @enum {string} */
              status: 'pending' | 'on-hold' | 'processing' | 'completed' | 'cancelled' | 'refunded';
              /** @description whether the order holds its lines’ stock (less what refunds put back); ours, so a refund knows whether it can restock */
              stock_held: boolean;
              /** @description The lines’ total before shipping (not in WooCommerce’s order) */
              subtotal: string;
              total: string;
            };
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Update an order’s status and/or customer note (cancelling or refunding puts its stock back; reopening takes it again); with If-Match, 412 rest_edit_conflict when it changed since */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            customer_note?: string;
            /** @enum {string} */
            status?: 'pending' | 'on-hold' | 'processing' | 'completed' | 'cancelled' | 'refunded';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              billing: {
                address_1: string;
                address_2: string;
                city: string;
                company: string;
                country: string;
                email: string;
                first_name: string;
                last_name: string;
                phone: string;
                postcode: string;
                state: string;
              };
              coupon_lines: {
                code: string;
                discount: string;
                id: string;
              }[];
              currency: string;
              customer_note: string;
              date_created: string;
              date_created_gmt: string;
              date_modified: string;
              date_modified_gmt: string;
              /** @description what the discount codes took off */
              discount_total: string;
              /** @description What is paid now: the total less what deposit plans leave for later */
              due_now: string;
              id: string;
              line_items: {
                id: string;
                meta_data: {
                  key: string;
                  value: string;
                }[];
                name: string;
                price: number;
                product_id: string;
                quantity: number;
                sku: string;
                subtotal: string;
                total: string;
                variation_id: number;
              }[];
              meta_data: {
                key: string;
                value: string;
              }[];
              number: string;
              payment_method: string;
              payment_method_title: string;
              /** @description each refund, newest first, its total negative as in WooCommerce */
              refunds: {
                id: string;
                reason: string;
                total: string;
              }[];
              shipping: {
                address_1: string;
                address_2: string;
                city: string;
                company: string;
                country: string;
                first_name: string;
                last_name: string;
                postcode: string;
                state: string;
              };
              shipping_lines: {
                id: string;
                method_id: string;
                method_title: string;
                total: string;
              }[];
              shipping_total: string;
              /** @enum {string} */
              status: 'pending' | 'on-hold' | 'processing' | 'completed' | 'cancelled' | 'refunded';
              /** @description whether the order holds its lines’ stock (less what refunds put back); ours, so a refund knows whether it can restock */
              stock_held: boolean;
              /** @description The lines’ total before shipping (not in WooCommerce’s order) */
              subtotal: string;
              total: string;
            };
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Delete an order for good (force=true); stock it held goes back */
    delete: {
      parameters: {
        query?: {
          /** @description Must be true: the resource has no trash. */
          force?: boolean | ('0' | '1' | 'true' | 'false');
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              billing: {
                address_1: string;
                address_2: string;
                city: string;
                company: string;
                country: string;
                email: string;
                first_name: string;
                last_name: string;
                phone: string;
                postcode: string;
                state: string;
              };
              coupon_lines: {
                code: string;
                discount: string;
                id: string;
              }[];
              currency: string;
              customer_note: string;
              date_created: string;
              date_created_gmt: string;
              date_modified: string;
              date_modified_gmt: string;
              /** @description what the discount codes took off */
              discount_total: string;
              /** @description What is paid now: the total less what deposit plans leave for later */
              due_now: string;
              id: string;
              line_items: {
                id: string;
                meta_data: {
                  key: string;
                  value: string;
                }[];
                name: string;
                price: number;
                product_id: string;
                quantity: number;
                sku: string;
                subtotal: string;
                total: string;
                variation_id: number;
              }[];
              meta_data: {
                key: string;
                value: string;
              }[];
              number: string;
              payment_method: string;
              payment_method_title: string;
              /** @description each refund, newest first, its total negative as in WooCommerce */
              refunds: {
                id: string;
                reason: string;
                total: string;
              }[];
              shipping: {
                address_1: string;
                address_2: string;
                city: string;
                company: string;
                country: string;
                first_name: string;
                last_name: string;
                postcode: string;
                state: string;
              };
              shipping_lines: {
                id: string;
                method_id: string;
                method_title: string;
                total: string;
              }[];
              shipping_total: string;
              /** @enum {string} */
              status: 'pending' | 'on-hold' | 'processing' | 'completed' | 'cancelled' | 'refunded';
              /** @description whether the order holds its lines’ stock (less what refunds put back); ours, so a refund knows whether it can restock */
              stock_held: boolean;
              /** @description The lines’ total before shipping (not in WooCommerce’s order) */
              subtotal: string;
              total: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Update an order’s status and/or customer note (cancelling or refunding puts its stock back; reopening takes it again); with If-Match, 412 rest_edit_conflict when it changed since */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            customer_note?: string;
            /** @enum {string} */
            status?: 'pending' | 'on-hold' | 'processing' | 'completed' | 'cancelled' | 'refunded';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              billing: {
                address_1: string;
                address_2: string;
                city: string;
                company: string;
                country: string;
                email: string;
                first_name: string;
                last_name: string;
                phone: string;
                postcode: string;
                state: string;
              };
              coupon_lines: {
                code: string;
                discount: string;
                id: string;
              }[];
              currency: string;
              customer_note: string;
              date_created: string;
              date_created_gmt: string;
              date_modified: string;
              date_modified_gmt: string;
              /** @description what the discount codes took off */
              discount_total: string;
              /** @description What is paid now: the total less what deposit plans leave for later */
              due_now: string;
              id: string;
              line_items: {
                id: string;
                meta_data: {
                  key: string;
                  value: string;
                }[];
                name: string;
                price: number;
                product_id: string;
                quantity: number;
                sku: string;
                subtotal: string;
                total: string;
                variation_id: number;
              }[];
              meta_data: {
                key: string;
                value: string;
              }[];
              number: string;
              payment_method: string;
              payment_method_title: string;
              /** @description each refund, newest first, its total negative as in WooCommerce */
              refunds: {
                id: string;
                reason: string;
                total: string;
              }[];
              shipping: {
                address_1: string;
                address_2: string;
                city: string;
                company: string;
                country: string;
                first_name: string;
                last_name: string;
                postcode: string;
                state: string;
              };
              shipping_lines: {
                id: string;
                method_id: string;
                method_title: string;
                total: string;
              }[];
              shipping_total: string;
              /** @enum {string} */
              status: 'pending' | 'on-hold' | 'processing' | 'completed' | 'cancelled' | 'refunded';
              /** @description whether the order holds its lines’ stock (less what refunds put back); ours, so a refund knows whether it can restock */
              stock_held: boolean;
              /** @description The lines’ total before shipping (not in WooCommerce’s order) */
              subtotal: string;
              total: string;
            };
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/wc/v3/orders/{id}/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List an order’s notes, newest first */
    get: {
      parameters: {
        query?: {
          type?: 'any' | 'customer' | 'internal';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description "owner" or "system" */
              author: string;
              customer_note: boolean;
              date_created: string;
              date_created_gmt: string;
              id: string;
              /** @description what became of the mail that carried a customer note (ours); null: private note */
              mail_state: ('sent' | 'kept' | 'failed') | null;
              note: string;
            }[];
          };
        };
      };
    };
    put?: never;
    /** Add a note; a customer note is mailed to the order’s address */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description accepted and ignored */
            added_by_user?: boolean;
            /** @default false */
            customer_note?: boolean;
            note: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description "owner" or "system" */
              author: string;
              customer_note: boolean;
              date_created: string;
              date_created_gmt: string;
              id: string;
              /** @description what became of the mail that carried a customer note (ours); null: private note */
              mail_state: ('sent' | 'kept' | 'failed') | null;
              note: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/wc/v3/orders/{id}/notes/{child}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve one note */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          child: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description "owner" or "system" */
              author: string;
              customer_note: boolean;
              date_created: string;
              date_created_gmt: string;
              id: string;
              /** @description what became of the mail that carried a customer note (ours); null: private note */
              mail_state: ('sent' | 'kept' | 'failed') | null;
              note: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Delete a note (force=true); a mail it went out in stays among the order’s mails */
    delete: {
      parameters: {
        query?: {
          /** @description Must be true: the resource has no trash. */
          force?: boolean | ('0' | '1' | 'true' | 'false');
        };
        header?: never;
        path: {
          child: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description "owner" or "system" */
              author: string;
              customer_note: boolean;
              date_created: string;
              date_created_gmt: string;
              id: string;
              /** @description what became of the mail that carried a customer note (ours); null: private note */
              mail_state: ('sent' | 'kept' | 'failed') | null;
              note: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/wc/v3/orders/{id}/refunds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List an order’s refunds, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              amount: string;
              date_created: string;
              date_created_gmt: string;
              id: string;
              line_items: {
                id: string;
                name: string;
                price: number;
                product_id: string;
                /** @description negative, as in WooCommerce */
                quantity: number;
                /** @description the order line it refunds */
                refunded_item_id: string;
                sku: string;
                subtotal: string;
                total: string;
                variation_id: number;
              }[];
              meta_data: {
                key: string;
                value: string;
              }[];
              reason: string;
              /** @description always 0: the owner */
              refunded_by: number;
              /** @description always false: Pinwheel moves no money */
              refunded_payment: boolean;
              /** @description whether the lines’ units went back to stock (ours) */
              restock_items: boolean;
            }[];
          };
        };
      };
    };
    put?: never;
    /** Record a refund (never more than what is left of the total); the lines’ units go back to stock with restock_items, in the same transaction; refunded in full, the order becomes refunded */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description decimal string in the order’s currency */
            amount: string;
            /** @description accepted and ignored: no payment is moved */
            api_refund?: boolean;
            api_restock?: boolean;
            line_items?: {
              /** @description the order line’s id */
              id: string;
              quantity: number;
              refund_total?: string;
            }[];
            reason?: string;
            restock_items?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              amount: string;
              date_created: string;
              date_created_gmt: string;
              id: string;
              line_items: {
                id: string;
                name: string;
                price: number;
                product_id: string;
                /** @description negative, as in WooCommerce */
                quantity: number;
                /** @description the order line it refunds */
                refunded_item_id: string;
                sku: string;
                subtotal: string;
                total: string;
                variation_id: number;
              }[];
              meta_data: {
                key: string;
                value: string;
              }[];
              reason: string;
              /** @description always 0: the owner */
              refunded_by: number;
              /** @description always false: Pinwheel moves no money */
              refunded_payment: boolean;
              /** @description whether the lines’ units went back to stock (ours) */
              restock_items: boolean;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/wc/v3/orders/{id}/refunds/{child}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve one refund */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          child: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              amount: string;
              date_created: string;
              date_created_gmt: string;
              id: string;
              line_items: {
                id: string;
                name: string;
                price: number;
                product_id: string;
                /** @description negative, as in WooCommerce */
                quantity: number;
                /** @description the order line it refunds */
                refunded_item_id: string;
                sku: string;
                subtotal: string;
                total: string;
                variation_id: number;
              }[];
              meta_data: {
                key: string;
                value: string;
              }[];
              reason: string;
              /** @description always 0: the owner */
              refunded_by: number;
              /** @description always false: Pinwheel moves no money */
              refunded_payment: boolean;
              /** @description whether the lines’ units went back to stock (ours) */
              restock_items: boolean;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Delete a refund record (force=true); units it put back in stock are taken again, or 409 when they have sold meanwhile */
    delete: {
      parameters: {
        query?: {
          /** @description Must be true: the resource has no trash. */
          force?: boolean | ('0' | '1' | 'true' | 'false');
        };
        header?: never;
        path: {
          child: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              amount: string;
              date_created: string;
              date_created_gmt: string;
              id: string;
              line_items: {
                id: string;
                name: string;
                price: number;
                product_id: string;
                /** @description negative, as in WooCommerce */
                quantity: number;
                /** @description the order line it refunds */
                refunded_item_id: string;
                sku: string;
                subtotal: string;
                total: string;
                variation_id: number;
              }[];
              meta_data: {
                key: string;
                value: string;
              }[];
              reason: string;
              /** @description always 0: the owner */
              refunded_by: number;
              /** @description always false: Pinwheel moves no money */
              refunded_payment: boolean;
              /** @description whether the lines’ units went back to stock (ours) */
              restock_items: boolean;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/wc/v3/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List products (every status but trash unless asked), with X-WP-Total */
    get: {
      parameters: {
        query?: {
          /** @description A category id */
          category?: string;
          context?: 'view' | 'edit';
          exclude?: string[];
          featured?: '0' | '1' | 'true' | 'false';
          include?: string[];
          max_price?: string;
          min_price?: string;
          offset?: number;
          on_sale?: '0' | '1' | 'true' | 'false';
          order?: 'asc' | 'desc';
          orderby?: 'date' | 'id' | 'title' | 'slug' | 'price' | 'popularity' | 'rating';
          page?: number;
          per_page?: number;
          search?: string;
          sku?: string;
          status?: 'any' | 'draft' | 'pending' | 'private' | 'publish' | 'trash';
          stock_status?: 'instock' | 'outofstock' | 'onbackorder';
          type?: 'simple' | 'variable';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attributes: {
                id: string;
                name: string;
                options: string[];
                position: number;
                slug: string;
                variation: boolean;
                visible: boolean;
              }[];
              average_rating: string;
              categories: {
                id: string;
                name: string;
                slug: string;
              }[];
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_created: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_created_gmt: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_modified: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_modified_gmt: string;
              /** @description Always empty: the product page chooses no option before the visitor does */
              default_attributes: {
                id: string;
                name: string;
                option: string;
              }[];
              /** @description Sanitised HTML */
              description: string;
              featured: boolean;
              id: string;
              images: {
                alt: string;
                /** @description The media item; null for a picture not in the library */
                id: string | null;
                name: string;
                position: number;
                src: string;
              }[];
              /** @description Stock at or below which the dashboard flags the product; null: not watched */
              low_stock_amount: number | null;
              manage_stock: boolean;
              /** @description Always empty: our extras are under `pinwheel` */
              meta_data: {
                id: number;
                key: string;
                value: unknown;
              }[];
              name: string;
              on_sale: boolean;
              permalink: string;
              pinwheel: {
                additional_information: {
                  label: string;
                  label_he: string | null;
                  value: string;
                  value_he: string | null;
                }[];
                bulk_tiers: {
                  discount_percent: number;
                  min_quantity: number;
                  variation_id: number | null;
                }[];
                deposit_plans: {
                  deposit_percent: number;
                  description: string;
                  description_he: string | null;
                  installments: number;
                  name: string;
                  name_he: string | null;
                }[];
                deposits_enabled: boolean;
                max_quantity: number | null;
                pre_order_label: string | null;
                pre_order_label_he: string | null;
              };
              /** @description A decimal in the shop's currency; '' when there is none */
              price: string;
              purchasable: boolean;
              rating_count: number;
              /** @description A decimal in the shop's currency; '' when there is none */
              regular_price: string;
              related_ids: string[];
              /** @description A decimal in the shop's currency; '' when there is none */
              sale_price: string;
              /** @description Sanitised HTML */
              short_description: string;
              sku: string;
              slug: string;
              /** @enum {string} */
              status: 'draft' | 'pending' | 'private' | 'publish' | 'trash';
              stock_quantity: number | null;
              /** @enum {string} */
              stock_status: 'instock' | 'outofstock' | 'onbackorder';
              total_sales: number;
              translations: {
                he: {
                  description: string | null;
                  name: string | null;
                  short_description: string | null;
                };
              };
              /** @enum {string} */
              type: 'simple' | 'variable';
              /** @description Chosen by the owner; the product page shows them as "You may also like" */
              upsell_ids: string[];
              variations: number[];
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    put?: never;
    /** Create a product (a variable one with its variations, all or nothing) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            attributes?: {
              id?: string | number;
              name?: string;
              /** @default [] */
              options?: string[];
              position?: number;
            }[];
            categories?: {
              id: string | number;
            }[];
            description?: string;
            featured?: boolean;
            images?: {
              alt?: string;
              id?: string | number;
              position?: number;
              src?: string;
            }[];
            low_stock_amount?: number | null;
            manage_stock?: boolean;
            name?: string;
            pinwheel?: {
              additional_information?: {
                label: string;
                /** @default null */
                label_he?: string | null;
                value: string;
                /** @default null */
                value_he?: string | null;
              }[];
              bulk_tiers?: {
                discount_percent: number;
                min_quantity: number;
                /** @default null */
                variation_id?: number | null;
              }[];
              deposit_plans?: {
                deposit_percent: number;
                /** @default  */
                description?: string;
                /** @default null */
                description_he?: string | null;
                installments: number;
                name: string;
                /** @default null */
                name_he?: string | null;
              }[];
              deposits_enabled?: boolean;
              max_quantity?: number | null;
              pre_order_label?: string | null;
              pre_order_label_he?: string | null;
            };
            regular_price?: string | number;
            sale_price?: string | number;
            short_description?: string;
            sku?: string;
            slug?: string;
            /** @enum {string} */
            status?: 'draft' | 'pending' | 'private' | 'publish';
            stock_quantity?: number | null;
            /** @enum {string} */
            stock_status?: 'instock' | 'outofstock' | 'onbackorder';
            translations?: {
              he?: {
                description?: string | null;
                name?: string | null;
                short_description?: string | null;
              };
            };
            /** @enum {string} */
            type?: 'simple' | 'variable';
            upsell_ids?: (string | number)[];
            variations?: (
              | number
              | {
                  /** @enum {boolean} */
                  delete: true;
                  id: number;
                }
              | {
                  attributes?: {
                    id?: string | number;
                    name?: string;
                    option: string;
                  }[];
                  id?: number;
                  image?: {
                    id: string | number;
                  } | null;
                  manage_stock?: boolean;
                  menu_order?: number;
                  pinwheel?: {
                    max_quantity?: number | null;
                    pre_order_label?: string | null;
                    pre_order_label_he?: string | null;
                  };
                  regular_price?: string | number;
                  sale_price?: string | number;
                  sku?: string;
                  /** @enum {string} */
                  status?: 'publish' | 'private' | 'draft' | 'pending';
                  stock_quantity?: number | null;
                  /** @enum {string} */
                  stock_status?: 'instock' | 'outofstock' | 'onbackorder';
                }
            )[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attributes: {
                id: string;
                name: string;
                options: string[];
                position: number;
                slug: string;
                variation: boolean;
                visible: boolean;
              }[];
              average_rating: string;
              categories: {
                id: string;
                name: string;
                slug: string;
              }[];
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_created: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_created_gmt: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_modified: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_modified_gmt: string;
              /** @description Always empty: the product page chooses no option before the visitor does */
              default_attributes: {
                id: string;
                name: string;
                option: string;
              }[];
              /** @description Sanitised HTML */
              description: string;
              featured: boolean;
              id: string;
              images: {
                alt: string;
                /** @description The media item; null for a picture not in the library */
                id: string | null;
                name: string;
                position: number;
                src: string;
              }[];
              /** @description Stock at or below which the dashboard flags the product; null: not watched */
              low_stock_amount: number | null;
              manage_stock: boolean;
              /** @description Always empty: our extras are under `pinwheel` */
              meta_data: {
                id: number;
                key: string;
                value: unknown;
              }[];
              name: string;
              on_sale: boolean;
              permalink: string;
              pinwheel: {
                additional_information: {
                  label: string;
                  label_he: string | null;
                  value: string;
                  value_he: string | null;
                }[];
                bulk_tiers: {
                  discount_percent: number;
                  min_quantity: number;
                  variation_id: number | null;
                }[];
                deposit_plans: {
                  deposit_percent: number;
                  description: string;
                  description_he: string | null;
                  installments: number;
                  name: string;
                  name_he: string | null;
                }[];
                deposits_enabled: boolean;
                max_quantity: number | null;
                pre_order_label: string | null;
                pre_order_label_he: string | null;
              };
              /** @description A decimal in the shop's currency; '' when there is none */
              price: string;
              purchasable: boolean;
              rating_count: number;
              /** @description A decimal in the shop's currency; '' when there is none */
              regular_price: string;
              related_ids: string[];
              /** @description A decimal in the shop's currency; '' when there is none */
              sale_price: string;
              /** @description Sanitised HTML */
              short_description: string;
              sku: string;
              slug: string;
              /** @enum {string} */
              status: 'draft' | 'pending' | 'private' | 'publish' | 'trash';
              stock_quantity: number | null;
              /** @enum {string} */
              stock_status: 'instock' | 'outofstock' | 'onbackorder';
              total_sales: number;
              translations: {
                he: {
                  description: string | null;
                  name: string | null;
                  short_description: string | null;
                };
              };
              /** @enum {string} */
              type: 'simple' | 'variable';
              /** @description Chosen by the owner; the product page shows them as "You may also like" */
              upsell_ids: string[];
              variations: number[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/wc/v3/products/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a product */
    get: {
      parameters: {
        query?: {
          context?: 'view' | 'edit';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attributes: {
                id: string;
                name: string;
                options: string[];
                position: number;
                slug: string;
                variation: boolean;
                visible: boolean;
              }[];
              average_rating: string;
              categories: {
                id: string;
                name: string;
                slug: string;
              }[];
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_created: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_created_gmt: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_modified: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_modified_gmt: string;
              /** @description Always empty: the product page chooses no option before the visitor does */
              default_attributes: {
                id: string;
                name: string;
                option: string;
              }[];
              /** @description Sanitised HTML */
              description: string;
              featured: boolean;
              id: string;
              images: {
                alt: string;
                /** @description The media item; null for a picture not in the library */
                id: string | null;
                name: string;
                position: number;
                src: string;
              }[];
              /** @description Stock at or below which the dashboard flags the product; null: not watched */
              low_stock_amount: number | null;
              manage_stock: boolean;
              /** @description Always empty: our extras are under `pinwheel` */
              meta_data: {
                id: number;
                key: string;
                value: unknown;
              }[];
              name: string;
              on_sale: boolean;
              permalink: string;
              pinwheel: {
                additional_information: {
                  label: string;
                  label_he: string | null;
                  value: string;
                  value_he: string | null;
                }[];
                bulk_tiers: {
                  discount_percent: number;
                  min_quantity: number;
                  variation_id: number | null;
                }[];
                deposit_plans: {
                  deposit_percent: number;
                  description: string;
                  description_he: string | null;
                  installments: number;
                  name: string;
                  name_he: string | null;
                }[];
                deposits_enabled: boolean;
                max_quantity: number | null;
                pre_order_label: string | null;
                pre_order_label_he: string | null;
              };
              /** @description A decimal in the shop's currency; '' when there is none */
              price: string;
              purchasable: boolean;
              rating_count: number;
              /** @description A decimal in the shop's currency; '' when there is none */
              regular_price: string;
              related_ids: string[];
              /** @description A decimal in the shop's currency; '' when there is none */
              sale_price: string;
              /** @description Sanitised HTML */
              short_description: string;
              sku: string;
              slug: string;
              /** @enum {string} */
              status: 'draft' | 'pending' | 'private' | 'publish' | 'trash';
              stock_quantity: number | null;
              /** @enum {string} */
              stock_status: 'instock' | 'outofstock' | 'onbackorder';
              total_sales: number;
              translations: {
                he: {
                  description: string | null;
                  name: string | null;
                  short_description: string | null;
                };
              };
              /** @enum {string} */
              type: 'simple' | 'variable';
              /** @description Chosen by the owner; the product page shows them as "You may also like" */
              upsell_ids: string[];
              variations: number[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Update a product: the fields sent change, the others stay */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            attributes?: {
              id?: string | number;
              name?: string;
              /** @default [] */
              options?: string[];
              position?: number;
            }[];
            categories?: {
              id: string | number;
            }[];
            description?: string;
            featured?: boolean;
            images?: {
              alt?: string;
              id?: string | number;
              position?: number;
              src?: string;
            }[];
            low_stock_amount?: number | null;
            manage_stock?: boolean;
            name?: string;
            pinwheel?: {
              additional_information?: {
                label: string;
                /** @default null */
                label_he?: string | null;
                value: string;
                /** @default null */
                value_he?: string | null;
              }[];
              bulk_tiers?: {
                discount_percent: number;
                min_quantity: number;
                /** @default null */
                variation_id?: number | null;
              }[];
              deposit_plans?: {
                deposit_percent: number;
                /** @default  */
                description?: string;
                /** @default null */
                description_he?: string | null;
                installments: number;
                name: string;
                /** @default null */
                name_he?: string | null;
              }[];
              deposits_enabled?: boolean;
              max_quantity?: number | null;
              pre_order_label?: string | null;
              pre_order_label_he?: string | null;
            };
            regular_price?: string | number;
            sale_price?: string | number;
            short_description?: string;
            sku?: string;
            slug?: string;
            /** @enum {string} */
            status?: 'draft' | 'pending' | 'private' | 'publish';
            stock_quantity?: number | null;
            /** @enum {string} */
            stock_status?: 'instock' | 'outofstock' | 'onbackorder';
            translations?: {
              he?: {
                description?: string | null;
                name?: string | null;
                short_description?: string | null;
              };
            };
            /** @enum {string} */
            type?: 'simple' | 'variable';
            upsell_ids?: (string | number)[];
            variations?: (
              | number
              | {
                  /** @enum {boolean} */
                  delete: true;
                  id: number;
                }
              | {
                  attributes?: {
                    id?: string | number;
                    name?: string;
                    option: string;
                  }[];
                  id?: number;
                  image?: {
                    id: string | number;
                  } | null;
                  manage_stock?: boolean;
                  menu_order?: number;
                  pinwheel?: {
                    max_quantity?: number | null;
                    pre_order_label?: string | null;
                    pre_order_label_he?: string | null;
                  };
                  regular_price?: string | number;
                  sale_price?: string | number;
                  sku?: string;
                  /** @enum {string} */
                  status?: 'publish' | 'private' | 'draft' | 'pending';
                  stock_quantity?: number | null;
                  /** @enum {string} */
                  stock_status?: 'instock' | 'outofstock' | 'onbackorder';
                }
            )[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attributes: {
                id: string;
                name: string;
                options: string[];
                position: number;
                slug: string;
                variation: boolean;
                visible: boolean;
              }[];
              average_rating: string;
              categories: {
                id: string;
                name: string;
                slug: string;
              }[];
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_created: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_created_gmt: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_modified: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_modified_gmt: string;
              /** @description Always empty: the product page chooses no option before the visitor does */
              default_attributes: {
                id: string;
                name: string;
                option: string;
              }[];
              /** @description Sanitised HTML */
              description: string;
              featured: boolean;
              id: string;
              images: {
                alt: string;
                /** @description The media item; null for a picture not in the library */
                id: string | null;
                name: string;
                position: number;
                src: string;
              }[];
              /** @description Stock at or below which the dashboard flags the product; null: not watched */
              low_stock_amount: number | null;
              manage_stock: boolean;
              /** @description Always empty: our extras are under `pinwheel` */
              meta_data: {
                id: number;
                key: string;
                value: unknown;
              }[];
              name: string;
              on_sale: boolean;
              permalink: string;
              pinwheel: {
                additional_information: {
                  label: string;
                  label_he: string | null;
                  value: string;
                  value_he: string | null;
                }[];
                bulk_tiers: {
                  discount_percent: number;
                  min_quantity: number;
                  variation_id: number | null;
                }[];
                deposit_plans: {
                  deposit_percent: number;
                  description: string;
                  description_he: string | null;
                  installments: number;
                  name: string;
                  name_he: string | null;
                }[];
                deposits_enabled: boolean;
                max_quantity: number | null;
                pre_order_label: string | null;
                pre_order_label_he: string | null;
              };
              /** @description A decimal in the shop's currency; '' when there is none */
              price: string;
              purchasable: boolean;
              rating_count: number;
              /** @description A decimal in the shop's currency; '' when there is none */
              regular_price: string;
              related_ids: string[];
              /** @description A decimal in the shop's currency; '' when there is none */
              sale_price: string;
              /** @description Sanitised HTML */
              short_description: string;
              sku: string;
              slug: string;
              /** @enum {string} */
              status: 'draft' | 'pending' | 'private' | 'publish' | 'trash';
              stock_quantity: number | null;
              /** @enum {string} */
              stock_status: 'instock' | 'outofstock' | 'onbackorder';
              total_sales: number;
              translations: {
                he: {
                  description: string | null;
                  name: string | null;
                  short_description: string | null;
                };
              };
              /** @enum {string} */
              type: 'simple' | 'variable';
              /** @description Chosen by the owner; the product page shows them as "You may also like" */
              upsell_ids: string[];
              variations: number[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    post?: never;
    /** Trash a product, or delete it for good with force=true (orders keep their lines) */
    delete: {
      parameters: {
        query?: {
          force?: '0' | '1' | 'true' | 'false';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attributes: {
                id: string;
                name: string;
                options: string[];
                position: number;
                slug: string;
                variation: boolean;
                visible: boolean;
              }[];
              average_rating: string;
              categories: {
                id: string;
                name: string;
                slug: string;
              }[];
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_created: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_created_gmt: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_modified: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_modified_gmt: string;
              /** @description Always empty: the product page chooses no option before the visitor does */
              default_attributes: {
                id: string;
                name: string;
                option: string;
              }[];
              /** @description Sanitised HTML */
              description: string;
              featured: boolean;
              id: string;
              images: {
                alt: string;
                /** @description The media item; null for a picture not in the library */
                id: string | null;
                name: string;
                position: number;
                src: string;
              }[];
              /** @description Stock at or below which the dashboard flags the product; null: not watched */
              low_stock_amount: number | null;
              manage_stock: boolean;
              /** @description Always empty: our extras are under `pinwheel` */
              meta_data: {
                id: number;
                key: string;
                value: unknown;
              }[];
              name: string;
              on_sale: boolean;
              permalink: string;
              pinwheel: {
                additional_information: {
                  label: string;
                  label_he: string | null;
                  value: string;
                  value_he: string | null;
                }[];
                bulk_tiers: {
                  discount_percent: number;
                  min_quantity: number;
                  variation_id: number | null;
                }[];
                deposit_plans: {
                  deposit_percent: number;
                  description: string;
                  description_he: string | null;
                  installments: number;
                  name: string;
                  name_he: string | null;
                }[];
                deposits_enabled: boolean;
                max_quantity: number | null;
                pre_order_label: string | null;
                pre_order_label_he: string | null;
              };
              /** @description A decimal in the shop's currency; '' when there is none */
              price: string;
              purchasable: boolean;
              rating_count: number;
              /** @description A decimal in the shop's currency; '' when there is none */
              regular_price: string;
              related_ids: string[];
              /** @description A decimal in the shop's currency; '' when there is none */
              sale_price: string;
              /** @description Sanitised HTML */
              short_description: string;
              sku: string;
              slug: string;
              /** @enum {string} */
              status: 'draft' | 'pending' | 'private' | 'publish' | 'trash';
              stock_quantity: number | null;
              /** @enum {string} */
              stock_status: 'instock' | 'outofstock' | 'onbackorder';
              total_sales: number;
              translations: {
                he: {
                  description: string | null;
                  name: string | null;
                  short_description: string | null;
                };
              };
              /** @enum {string} */
              type: 'simple' | 'variable';
              /** @description Chosen by the owner; the product page shows them as "You may also like" */
              upsell_ids: string[];
              variations: number[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Update a product: the fields sent change, the others stay */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            attributes?: {
              id?: string | number;
              name?: string;
              /** @default [] */
              options?: string[];
              position?: number;
            }[];
            categories?: {
              id: string | number;
            }[];
            description?: string;
            featured?: boolean;
            images?: {
              alt?: string;
              id?: string | number;
              position?: number;
              src?: string;
            }[];
            low_stock_amount?: number | null;
            manage_stock?: boolean;
            name?: string;
            pinwheel?: {
              additional_information?: {
                label: string;
                /** @default null */
                label_he?: string | null;
                value: string;
                /** @default null */
                value_he?: string | null;
              }[];
              bulk_tiers?: {
                discount_percent: number;
                min_quantity: number;
                /** @default null */
                variation_id?: number | null;
              }[];
              deposit_plans?: {
                deposit_percent: number;
                /** @default  */
                description?: string;
                /** @default null */
                description_he?: string | null;
                installments: number;
                name: string;
                /** @default null */
                name_he?: string | null;
              }[];
              deposits_enabled?: boolean;
              max_quantity?: number | null;
              pre_order_label?: string | null;
              pre_order_label_he?: string | null;
            };
            regular_price?: string | number;
            sale_price?: string | number;
            short_description?: string;
            sku?: string;
            slug?: string;
            /** @enum {string} */
            status?: 'draft' | 'pending' | 'private' | 'publish';
            stock_quantity?: number | null;
            /** @enum {string} */
            stock_status?: 'instock' | 'outofstock' | 'onbackorder';
            translations?: {
              he?: {
                description?: string | null;
                name?: string | null;
                short_description?: string | null;
              };
            };
            /** @enum {string} */
            type?: 'simple' | 'variable';
            upsell_ids?: (string | number)[];
            variations?: (
              | number
              | {
                  /** @enum {boolean} */
                  delete: true;
                  id: number;
                }
              | {
                  attributes?: {
                    id?: string | number;
                    name?: string;
                    option: string;
                  }[];
                  id?: number;
                  image?: {
                    id: string | number;
                  } | null;
                  manage_stock?: boolean;
                  menu_order?: number;
                  pinwheel?: {
                    max_quantity?: number | null;
                    pre_order_label?: string | null;
                    pre_order_label_he?: string | null;
                  };
                  regular_price?: string | number;
                  sale_price?: string | number;
                  sku?: string;
                  /** @enum {string} */
                  status?: 'publish' | 'private' | 'draft' | 'pending';
                  stock_quantity?: number | null;
                  /** @enum {string} */
                  stock_status?: 'instock' | 'outofstock' | 'onbackorder';
                }
            )[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attributes: {
                id: string;
                name: string;
                options: string[];
                position: number;
                slug: string;
                variation: boolean;
                visible: boolean;
              }[];
              average_rating: string;
              categories: {
                id: string;
                name: string;
                slug: string;
              }[];
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_created: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_created_gmt: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_modified: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_modified_gmt: string;
              /** @description Always empty: the product page chooses no option before the visitor does */
              default_attributes: {
                id: string;
                name: string;
                option: string;
              }[];
              /** @description Sanitised HTML */
              description: string;
              featured: boolean;
              id: string;
              images: {
                alt: string;
                /** @description The media item; null for a picture not in the library */
                id: string | null;
                name: string;
                position: number;
                src: string;
              }[];
              /** @description Stock at or below which the dashboard flags the product; null: not watched */
              low_stock_amount: number | null;
              manage_stock: boolean;
              /** @description Always empty: our extras are under `pinwheel` */
              meta_data: {
                id: number;
                key: string;
                value: unknown;
              }[];
              name: string;
              on_sale: boolean;
              permalink: string;
              pinwheel: {
                additional_information: {
                  label: string;
                  label_he: string | null;
                  value: string;
                  value_he: string | null;
                }[];
                bulk_tiers: {
                  discount_percent: number;
                  min_quantity: number;
                  variation_id: number | null;
                }[];
                deposit_plans: {
                  deposit_percent: number;
                  description: string;
                  description_he: string | null;
                  installments: number;
                  name: string;
                  name_he: string | null;
                }[];
                deposits_enabled: boolean;
                max_quantity: number | null;
                pre_order_label: string | null;
                pre_order_label_he: string | null;
              };
              /** @description A decimal in the shop's currency; '' when there is none */
              price: string;
              purchasable: boolean;
              rating_count: number;
              /** @description A decimal in the shop's currency; '' when there is none */
              regular_price: string;
              related_ids: string[];
              /** @description A decimal in the shop's currency; '' when there is none */
              sale_price: string;
              /** @description Sanitised HTML */
              short_description: string;
              sku: string;
              slug: string;
              /** @enum {string} */
              status: 'draft' | 'pending' | 'private' | 'publish' | 'trash';
              stock_quantity: number | null;
              /** @enum {string} */
              stock_status: 'instock' | 'outofstock' | 'onbackorder';
              total_sales: number;
              translations: {
                he: {
                  description: string | null;
                  name: string | null;
                  short_description: string | null;
                };
              };
              /** @enum {string} */
              type: 'simple' | 'variable';
              /** @description Chosen by the owner; the product page shows them as "You may also like" */
              upsell_ids: string[];
              variations: number[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/wc/v3/products/{product_id}/variations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a variable product's variations, with X-WP-Total */
    get: {
      parameters: {
        query?: {
          context?: 'view' | 'edit';
          exclude?: string[];
          include?: string[];
          offset?: number;
          order?: 'asc' | 'desc';
          orderby?: 'menu_order' | 'id' | 'date';
          page?: number;
          per_page?: number;
          search?: string;
        };
        header?: never;
        path: {
          product_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attributes: {
                id: string;
                name: string;
                option: string;
                slug: string;
              }[];
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_created: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_created_gmt: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_modified: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_modified_gmt: string;
              description: string;
              id: number;
              image: {
                alt: string;
                /** @description The media item; null for a picture not in the library */
                id: string | null;
                name: string;
                position: number;
                src: string;
              } | null;
              manage_stock: boolean;
              menu_order: number;
              /** @description Always empty: our extras are under `pinwheel` */
              meta_data: {
                id: number;
                key: string;
                value: unknown;
              }[];
              on_sale: boolean;
              permalink: string;
              pinwheel: {
                max_quantity: number | null;
                pre_order_label: string | null;
                pre_order_label_he: string | null;
              };
              /** @description A decimal in the shop's currency; '' when there is none */
              price: string;
              purchasable: boolean;
              /** @description A decimal in the shop's currency; '' when there is none */
              regular_price: string;
              /** @description A decimal in the shop's currency; '' when there is none */
              sale_price: string;
              sku: string;
              /** @enum {string} */
              status: 'publish' | 'private';
              stock_quantity: number | null;
              /** @enum {string} */
              stock_status: 'instock' | 'outofstock' | 'onbackorder';
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    put?: never;
    /** Create a variation of a variable product */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          product_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            attributes?: {
              id?: string | number;
              name?: string;
              option: string;
            }[];
            id?: number;
            image?: {
              id: string | number;
            } | null;
            manage_stock?: boolean;
            menu_order?: number;
            pinwheel?: {
              max_quantity?: number | null;
              pre_order_label?: string | null;
              pre_order_label_he?: string | null;
            };
            regular_price?: string | number;
            sale_price?: string | number;
            sku?: string;
            /** @enum {string} */
            status?: 'publish' | 'private' | 'draft' | 'pending';
            stock_quantity?: number | null;
            /** @enum {string} */
            stock_status?: 'instock' | 'outofstock' | 'onbackorder';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attributes: {
                id: string;
                name: string;
                option: string;
                slug: string;
              }[];
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_created: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_created_gmt: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_modified: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_modified_gmt: string;
              description: string;
              id: number;
              image: {
                alt: string;
                /** @description The media item; null for a picture not in the library */
                id: string | null;
                name: string;
                position: number;
                src: string;
              } | null;
              manage_stock: boolean;
              menu_order: number;
              /** @description Always empty: our extras are under `pinwheel` */
              meta_data: {
                id: number;
                key: string;
                value: unknown;
              }[];
              on_sale: boolean;
              permalink: string;
              pinwheel: {
                max_quantity: number | null;
                pre_order_label: string | null;
                pre_order_label_he: string | null;
              };
              /** @description A decimal in the shop's currency; '' when there is none */
              price: string;
              purchasable: boolean;
              /** @description A decimal in the shop's currency; '' when there is none */
              regular_price: string;
              /** @description A decimal in the shop's currency; '' when there is none */
              sale_price: string;
              sku: string;
              /** @enum {string} */
              status: 'publish' | 'private';
              stock_quantity: number | null;
              /** @enum {string} */
              stock_status: 'instock' | 'outofstock' | 'onbackorder';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/wc/v3/products/{product_id}/variations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a variation */
    get: {
      parameters: {
        query?: {
          context?: 'view' | 'edit';
        };
        header?: never;
        path: {
          id: number;
          product_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attributes: {
                id: string;
                name: string;
                option: string;
                slug: string;
              }[];
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_created: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_created_gmt: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_modified: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_modified_gmt: string;
              description: string;
              id: number;
              image: {
                alt: string;
                /** @description The media item; null for a picture not in the library */
                id: string | null;
                name: string;
                position: number;
                src: string;
              } | null;
              manage_stock: boolean;
              menu_order: number;
              /** @description Always empty: our extras are under `pinwheel` */
              meta_data: {
                id: number;
                key: string;
                value: unknown;
              }[];
              on_sale: boolean;
              permalink: string;
              pinwheel: {
                max_quantity: number | null;
                pre_order_label: string | null;
                pre_order_label_he: string | null;
              };
              /** @description A decimal in the shop's currency; '' when there is none */
              price: string;
              purchasable: boolean;
              /** @description A decimal in the shop's currency; '' when there is none */
              regular_price: string;
              /** @description A decimal in the shop's currency; '' when there is none */
              sale_price: string;
              sku: string;
              /** @enum {string} */
              status: 'publish' | 'private';
              stock_quantity: number | null;
              /** @enum {string} */
              stock_status: 'instock' | 'outofstock' | 'onbackorder';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Update a variation: the fields sent change, the others stay */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          product_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            attributes?: {
              id?: string | number;
              name?: string;
              option: string;
            }[];
            id?: number;
            image?: {
              id: string | number;
            } | null;
            manage_stock?: boolean;
            menu_order?: number;
            pinwheel?: {
              max_quantity?: number | null;
              pre_order_label?: string | null;
              pre_order_label_he?: string | null;
            };
            regular_price?: string | number;
            sale_price?: string | number;
            sku?: string;
            /** @enum {string} */
            status?: 'publish' | 'private' | 'draft' | 'pending';
            stock_quantity?: number | null;
            /** @enum {string} */
            stock_status?: 'instock' | 'outofstock' | 'onbackorder';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attributes: {
                id: string;
                name: string;
                option: string;
                slug: string;
              }[];
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_created: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_created_gmt: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_modified: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_modified_gmt: string;
              description: string;
              id: number;
              image: {
                alt: string;
                /** @description The media item; null for a picture not in the library */
                id: string | null;
                name: string;
                position: number;
                src: string;
              } | null;
              manage_stock: boolean;
              menu_order: number;
              /** @description Always empty: our extras are under `pinwheel` */
              meta_data: {
                id: number;
                key: string;
                value: unknown;
              }[];
              on_sale: boolean;
              permalink: string;
              pinwheel: {
                max_quantity: number | null;
                pre_order_label: string | null;
                pre_order_label_he: string | null;
              };
              /** @description A decimal in the shop's currency; '' when there is none */
              price: string;
              purchasable: boolean;
              /** @description A decimal in the shop's currency; '' when there is none */
              regular_price: string;
              /** @description A decimal in the shop's currency; '' when there is none */
              sale_price: string;
              sku: string;
              /** @enum {string} */
              status: 'publish' | 'private';
              stock_quantity: number | null;
              /** @enum {string} */
              stock_status: 'instock' | 'outofstock' | 'onbackorder';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    post?: never;
    /** Delete a variation (force=true: variations have no trash) */
    delete: {
      parameters: {
        query?: {
          force?: '0' | '1' | 'true' | 'false';
        };
        header?: never;
        path: {
          id: number;
          product_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attributes: {
                id: string;
                name: string;
                option: string;
                slug: string;
              }[];
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_created: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_created_gmt: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_modified: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_modified_gmt: string;
              description: string;
              id: number;
              image: {
                alt: string;
                /** @description The media item; null for a picture not in the library */
                id: string | null;
                name: string;
                position: number;
                src: string;
              } | null;
              manage_stock: boolean;
              menu_order: number;
              /** @description Always empty: our extras are under `pinwheel` */
              meta_data: {
                id: number;
                key: string;
                value: unknown;
              }[];
              on_sale: boolean;
              permalink: string;
              pinwheel: {
                max_quantity: number | null;
                pre_order_label: string | null;
                pre_order_label_he: string | null;
              };
              /** @description A decimal in the shop's currency; '' when there is none */
              price: string;
              purchasable: boolean;
              /** @description A decimal in the shop's currency; '' when there is none */
              regular_price: string;
              /** @description A decimal in the shop's currency; '' when there is none */
              sale_price: string;
              sku: string;
              /** @enum {string} */
              status: 'publish' | 'private';
              stock_quantity: number | null;
              /** @enum {string} */
              stock_status: 'instock' | 'outofstock' | 'onbackorder';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        501: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Update a variation: the fields sent change, the others stay */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          product_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            attributes?: {
              id?: string | number;
              name?: string;
              option: string;
            }[];
            id?: number;
            image?: {
              id: string | number;
            } | null;
            manage_stock?: boolean;
            menu_order?: number;
            pinwheel?: {
              max_quantity?: number | null;
              pre_order_label?: string | null;
              pre_order_label_he?: string | null;
            };
            regular_price?: string | number;
            sale_price?: string | number;
            sku?: string;
            /** @enum {string} */
            status?: 'publish' | 'private' | 'draft' | 'pending';
            stock_quantity?: number | null;
            /** @enum {string} */
            stock_status?: 'instock' | 'outofstock' | 'onbackorder';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attributes: {
                id: string;
                name: string;
                option: string;
                slug: string;
              }[];
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_created: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_created_gmt: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_modified: string;
              /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
              date_modified_gmt: string;
              description: string;
              id: number;
              image: {
                alt: string;
                /** @description The media item; null for a picture not in the library */
                id: string | null;
                name: string;
                position: number;
                src: string;
              } | null;
              manage_stock: boolean;
              menu_order: number;
              /** @description Always empty: our extras are under `pinwheel` */
              meta_data: {
                id: number;
                key: string;
                value: unknown;
              }[];
              on_sale: boolean;
              permalink: string;
              pinwheel: {
                max_quantity: number | null;
                pre_order_label: string | null;
                pre_order_label_he: string | null;
              };
              /** @description A decimal in the shop's currency; '' when there is none */
              price: string;
              purchasable: boolean;
              /** @description A decimal in the shop's currency; '' when there is none */
              regular_price: string;
              /** @description A decimal in the shop's currency; '' when there is none */
              sale_price: string;
              sku: string;
              /** @enum {string} */
              status: 'publish' | 'private';
              stock_quantity: number | null;
              /** @enum {string} */
              stock_status: 'instock' | 'outofstock' | 'onbackorder';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/wc/v3/products/{product_id}/variations/batch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create, update and delete a product's variations in one call (at most 100) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          product_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            create?: unknown[];
            delete?: (string | number)[];
            update?: unknown[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              create: (
                | {
                    attributes: {
                      id: string;
                      name: string;
                      option: string;
                      slug: string;
                    }[];
                    /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
                    date_created: string;
                    /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
                    date_created_gmt: string;
                    /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
                    date_modified: string;
                    /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
                    date_modified_gmt: string;
                    description: string;
                    id: number;
                    image: {
                      alt: string;
                      /** @description The media item; null for a picture not in the library */
                      id: string | null;
                      name: string;
                      position: number;
                      src: string;
                    } | null;
                    manage_stock: boolean;
                    menu_order: number;
                    /** @description Always empty: our extras are under `pinwheel` */
                    meta_data: {
                      id: number;
                      key: string;
                      value: unknown;
                    }[];
                    on_sale: boolean;
                    permalink: string;
                    pinwheel: {
                      max_quantity: number | null;
                      pre_order_label: string | null;
                      pre_order_label_he: string | null;
                    };
                    /** @description A decimal in the shop's currency; '' when there is none */
                    price: string;
                    purchasable: boolean;
                    /** @description A decimal in the shop's currency; '' when there is none */
                    regular_price: string;
                    /** @description A decimal in the shop's currency; '' when there is none */
                    sale_price: string;
                    sku: string;
                    /** @enum {string} */
                    status: 'publish' | 'private';
                    stock_quantity: number | null;
                    /** @enum {string} */
                    stock_status: 'instock' | 'outofstock' | 'onbackorder';
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        status: number;
                      } & {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
              delete: (
                | {
                    attributes: {
                      id: string;
                      name: string;
                      option: string;
                      slug: string;
                    }[];
                    /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
                    date_created: string;
                    /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
                    date_created_gmt: string;
                    /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
                    date_modified: string;
                    /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
                    date_modified_gmt: string;
                    description: string;
                    id: number;
                    image: {
                      alt: string;
                      /** @description The media item; null for a picture not in the library */
                      id: string | null;
                      name: string;
                      position: number;
                      src: string;
                    } | null;
                    manage_stock: boolean;
                    menu_order: number;
                    /** @description Always empty: our extras are under `pinwheel` */
                    meta_data: {
                      id: number;
                      key: string;
                      value: unknown;
                    }[];
                    on_sale: boolean;
                    permalink: string;
                    pinwheel: {
                      max_quantity: number | null;
                      pre_order_label: string | null;
                      pre_order_label_he: string | null;
                    };
                    /** @description A decimal in the shop's currency; '' when there is none */
                    price: string;
                    purchasable: boolean;
                    /** @description A decimal in the shop's currency; '' when there is none */
                    regular_price: string;
                    /** @description A decimal in the shop's currency; '' when there is none */
                    sale_price: string;
                    sku: string;
                    /** @enum {string} */
                    status: 'publish' | 'private';
                    stock_quantity: number | null;
                    /** @enum {string} */
                    stock_status: 'instock' | 'outofstock' | 'onbackorder';
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        status: number;
                      } & {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
              update: (
                | {
                    attributes: {
                      id: string;
                      name: string;
                      option: string;
                      slug: string;
                    }[];
                    /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
                    date_created: string;
                    /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
                    date_created_gmt: string;
                    /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
                    date_modified: string;
                    /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
                    date_modified_gmt: string;
                    description: string;
                    id: number;
                    image: {
                      alt: string;
                      /** @description The media item; null for a picture not in the library */
                      id: string | null;
                      name: string;
                      position: number;
                      src: string;
                    } | null;
                    manage_stock: boolean;
                    menu_order: number;
                    /** @description Always empty: our extras are under `pinwheel` */
                    meta_data: {
                      id: number;
                      key: string;
                      value: unknown;
                    }[];
                    on_sale: boolean;
                    permalink: string;
                    pinwheel: {
                      max_quantity: number | null;
                      pre_order_label: string | null;
                      pre_order_label_he: string | null;
                    };
                    /** @description A decimal in the shop's currency; '' when there is none */
                    price: string;
                    purchasable: boolean;
                    /** @description A decimal in the shop's currency; '' when there is none */
                    regular_price: string;
                    /** @description A decimal in the shop's currency; '' when there is none */
                    sale_price: string;
                    sku: string;
                    /** @enum {string} */
                    status: 'publish' | 'private';
                    stock_quantity: number | null;
                    /** @enum {string} */
                    stock_status: 'instock' | 'outofstock' | 'onbackorder';
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        status: number;
                      } & {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/wc/v3/products/attributes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List product attributes */
    get: {
      parameters: {
        query?: {
          context?: 'view' | 'edit' | 'embed';
          exclude?: string[];
          include?: string[];
          offset?: number;
          order?: 'asc' | 'desc';
          orderby?: 'id' | 'include' | 'name' | 'slug' | 'menu_order';
          page?: number;
          per_page?: number;
          search?: string;
          slug?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              has_archives: false;
              id: string;
              menu_order: number;
              name: string;
              /** @enum {string} */
              order_by: 'menu_order';
              slug: string;
              /** @enum {string} */
              swatch_kind: 'color' | 'image' | 'label';
              translations: {
                he: {
                  name: string | null;
                };
              };
              /** @enum {string} */
              type: 'select';
            }[];
          };
        };
      };
    };
    put?: never;
    /** Create a product attribute */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {boolean} */
            has_archives?: false;
            menu_order?: number;
            name: string;
            /** @enum {string} */
            order_by?: 'menu_order';
            slug?: string;
            /** @enum {string} */
            swatch_kind?: 'color' | 'image' | 'label';
            translations?: {
              he?: {
                name?: string | null;
              };
            };
            /** @enum {string} */
            type?: 'select';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              has_archives: false;
              id: string;
              menu_order: number;
              name: string;
              /** @enum {string} */
              order_by: 'menu_order';
              slug: string;
              /** @enum {string} */
              swatch_kind: 'color' | 'image' | 'label';
              translations: {
                he: {
                  name: string | null;
                };
              };
              /** @enum {string} */
              type: 'select';
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/wc/v3/products/attributes/{attribute_id}/terms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List an attribute's terms */
    get: {
      parameters: {
        query?: {
          context?: 'view' | 'edit' | 'embed';
          exclude?: string[];
          hide_empty?: boolean | ('0' | '1' | 'true' | 'false');
          include?: string[];
          offset?: number;
          order?: 'asc' | 'desc';
          orderby?: 'id' | 'include' | 'name' | 'slug' | 'description' | 'count' | 'menu_order';
          page?: number;
          per_page?: number;
          product?: string;
          search?: string;
          slug?: string;
        };
        header?: never;
        path: {
          attribute_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              color: string | null;
              count: number;
              description: string;
              id: string;
              image: {
                alt: string;
                id: string | null;
                name: string;
                src: string;
              } | null;
              menu_order: number;
              name: string;
              slug: string;
              translations: {
                he: {
                  description: string | null;
                  name: string | null;
                };
              };
            }[];
          };
        };
      };
    };
    put?: never;
    /** Create an attribute term */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          attribute_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            color?: '' | null | string;
            description?: string;
            image?: {
              id?: string | number;
              src?: string;
            } | null;
            menu_order?: number;
            name: string;
            slug?: string;
            translations?: {
              he?: {
                description?: string | null;
                name?: string | null;
              };
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              color: string | null;
              count: number;
              description: string;
              id: string;
              image: {
                alt: string;
                id: string | null;
                name: string;
                src: string;
              } | null;
              menu_order: number;
              name: string;
              slug: string;
              translations: {
                he: {
                  description: string | null;
                  name: string | null;
                };
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/wc/v3/products/attributes/{attribute_id}/terms/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read an attribute term */
    get: {
      parameters: {
        query?: {
          context?: 'view' | 'edit' | 'embed';
        };
        header?: never;
        path: {
          attribute_id: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              color: string | null;
              count: number;
              description: string;
              id: string;
              image: {
                alt: string;
                id: string | null;
                name: string;
                src: string;
              } | null;
              menu_order: number;
              name: string;
              slug: string;
              translations: {
                he: {
                  description: string | null;
                  name: string | null;
                };
              };
            };
          };
        };
      };
    };
    /** Update an attribute term (a new slug is renamed in every variation; with If-Match, only if unchanged since) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          attribute_id: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            color?: '' | null | string;
            description?: string;
            image?: {
              id?: string | number;
              src?: string;
            } | null;
            menu_order?: number;
            name?: string;
            slug?: string;
            translations?: {
              he?: {
                description?: string | null;
                name?: string | null;
              };
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              color: string | null;
              count: number;
              description: string;
              id: string;
              image: {
                alt: string;
                id: string | null;
                name: string;
                src: string;
              } | null;
              menu_order: number;
              name: string;
              slug: string;
              translations: {
                he: {
                  description: string | null;
                  name: string | null;
                };
              };
            };
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Update an attribute term (a new slug is renamed in every variation; with If-Match, only if unchanged since) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          attribute_id: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            color?: '' | null | string;
            description?: string;
            image?: {
              id?: string | number;
              src?: string;
            } | null;
            menu_order?: number;
            name?: string;
            slug?: string;
            translations?: {
              he?: {
                description?: string | null;
                name?: string | null;
              };
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              color: string | null;
              count: number;
              description: string;
              id: string;
              image: {
                alt: string;
                id: string | null;
                name: string;
                src: string;
              } | null;
              menu_order: number;
              name: string;
              slug: string;
              translations: {
                he: {
                  description: string | null;
                  name: string | null;
                };
              };
            };
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Delete an attribute term (force=true); products stop offering it */
    delete: {
      parameters: {
        query?: {
          /** @description Must be true: the resource has no trash. */
          force?: boolean | ('0' | '1' | 'true' | 'false');
        };
        header?: never;
        path: {
          attribute_id: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              color: string | null;
              count: number;
              description: string;
              id: string;
              image: {
                alt: string;
                id: string | null;
                name: string;
                src: string;
              } | null;
              menu_order: number;
              name: string;
              slug: string;
              translations: {
                he: {
                  description: string | null;
                  name: string | null;
                };
              };
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Update an attribute term (a new slug is renamed in every variation; with If-Match, only if unchanged since) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          attribute_id: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            color?: '' | null | string;
            description?: string;
            image?: {
              id?: string | number;
              src?: string;
            } | null;
            menu_order?: number;
            name?: string;
            slug?: string;
            translations?: {
              he?: {
                description?: string | null;
                name?: string | null;
              };
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              color: string | null;
              count: number;
              description: string;
              id: string;
              image: {
                alt: string;
                id: string | null;
                name: string;
                src: string;
              } | null;
              menu_order: number;
              name: string;
              slug: string;
              translations: {
                he: {
                  description: string | null;
                  name: string | null;
                };
              };
            };
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/wc/v3/products/attributes/{attribute_id}/terms/batch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Create, update and delete an attribute's terms in one request */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          attribute_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            create?: {
              color?: '' | null | string;
              description?: string;
              image?: {
                id?: string | number;
                src?: string;
              } | null;
              menu_order?: number;
              name: string;
              slug?: string;
              translations?: {
                he?: {
                  description?: string | null;
                  name?: string | null;
                };
              };
            }[];
            delete?: (string | number)[];
            update?: {
              color?: '' | null | string;
              description?: string;
              id: string | number;
              image?: {
                id?: string | number;
                src?: string;
              } | null;
              menu_order?: number;
              name?: string;
              slug?: string;
              translations?: {
                he?: {
                  description?: string | null;
                  name?: string | null;
                };
              };
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              create?: (
                | {
                    color: string | null;
                    count: number;
                    description: string;
                    id: string;
                    image: {
                      alt: string;
                      id: string | null;
                      name: string;
                      src: string;
                    } | null;
                    menu_order: number;
                    name: string;
                    slug: string;
                    translations: {
                      he: {
                        description: string | null;
                        name: string | null;
                      };
                    };
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
              delete?: (
                | {
                    color: string | null;
                    count: number;
                    description: string;
                    id: string;
                    image: {
                      alt: string;
                      id: string | null;
                      name: string;
                      src: string;
                    } | null;
                    menu_order: number;
                    name: string;
                    slug: string;
                    translations: {
                      he: {
                        description: string | null;
                        name: string | null;
                      };
                    };
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
              update?: (
                | {
                    color: string | null;
                    count: number;
                    description: string;
                    id: string;
                    image: {
                      alt: string;
                      id: string | null;
                      name: string;
                      src: string;
                    } | null;
                    menu_order: number;
                    name: string;
                    slug: string;
                    translations: {
                      he: {
                        description: string | null;
                        name: string | null;
                      };
                    };
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
            };
          };
        };
      };
    };
    /** Create, update and delete an attribute's terms in one request */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          attribute_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            create?: {
              color?: '' | null | string;
              description?: string;
              image?: {
                id?: string | number;
                src?: string;
              } | null;
              menu_order?: number;
              name: string;
              slug?: string;
              translations?: {
                he?: {
                  description?: string | null;
                  name?: string | null;
                };
              };
            }[];
            delete?: (string | number)[];
            update?: {
              color?: '' | null | string;
              description?: string;
              id: string | number;
              image?: {
                id?: string | number;
                src?: string;
              } | null;
              menu_order?: number;
              name?: string;
              slug?: string;
              translations?: {
                he?: {
                  description?: string | null;
                  name?: string | null;
                };
              };
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              create?: (
                | {
                    color: string | null;
                    count: number;
                    description: string;
                    id: string;
                    image: {
                      alt: string;
                      id: string | null;
                      name: string;
                      src: string;
                    } | null;
                    menu_order: number;
                    name: string;
                    slug: string;
                    translations: {
                      he: {
                        description: string | null;
                        name: string | null;
                      };
                    };
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
              delete?: (
                | {
                    color: string | null;
                    count: number;
                    description: string;
                    id: string;
                    image: {
                      alt: string;
                      id: string | null;
                      name: string;
                      src: string;
                    } | null;
                    menu_order: number;
                    name: string;
                    slug: string;
                    translations: {
                      he: {
                        description: string | null;
                        name: string | null;
                      };
                    };
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
              update?: (
                | {
                    color: string | null;
                    count: number;
                    description: string;
                    id: string;
                    image: {
                      alt: string;
                      id: string | null;
                      name: string;
                      src: string;
                    } | null;
                    menu_order: number;
                    name: string;
                    slug: string;
                    translations: {
                      he: {
                        description: string | null;
                        name: string | null;
                      };
                    };
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    /** Create, update and delete an attribute's terms in one request */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          attribute_id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            create?: {
              color?: '' | null | string;
              description?: string;
              image?: {
                id?: string | number;
                src?: string;
              } | null;
              menu_order?: number;
              name: string;
              slug?: string;
              translations?: {
                he?: {
                  description?: string | null;
                  name?: string | null;
                };
              };
            }[];
            delete?: (string | number)[];
            update?: {
              color?: '' | null | string;
              description?: string;
              id: string | number;
              image?: {
                id?: string | number;
                src?: string;
              } | null;
              menu_order?: number;
              name?: string;
              slug?: string;
              translations?: {
                he?: {
                  description?: string | null;
                  name?: string | null;
                };
              };
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              create?: (
                | {
                    color: string | null;
                    count: number;
                    description: string;
                    id: string;
                    image: {
                      alt: string;
                      id: string | null;
                      name: string;
                      src: string;
                    } | null;
                    menu_order: number;
                    name: string;
                    slug: string;
                    translations: {
                      he: {
                        description: string | null;
                        name: string | null;
                      };
                    };
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
              delete?: (
                | {
                    color: string | null;
                    count: number;
                    description: string;
                    id: string;
                    image: {
                      alt: string;
                      id: string | null;
                      name: string;
                      src: string;
                    } | null;
                    menu_order: number;
                    name: string;
                    slug: string;
                    translations: {
                      he: {
                        description: string | null;
                        name: string | null;
                      };
                    };
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
              update?: (
                | {
                    color: string | null;
                    count: number;
                    description: string;
                    id: string;
                    image: {
                      alt: string;
                      id: string | null;
                      name: string;
                      src: string;
                    } | null;
                    menu_order: number;
                    name: string;
                    slug: string;
                    translations: {
                      he: {
                        description: string | null;
                        name: string | null;
                      };
                    };
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/wc/v3/products/attributes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a product attribute */
    get: {
      parameters: {
        query?: {
          context?: 'view' | 'edit' | 'embed';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              has_archives: false;
              id: string;
              menu_order: number;
              name: string;
              /** @enum {string} */
              order_by: 'menu_order';
              slug: string;
              /** @enum {string} */
              swatch_kind: 'color' | 'image' | 'label';
              translations: {
                he: {
                  name: string | null;
                };
              };
              /** @enum {string} */
              type: 'select';
            };
          };
        };
      };
    };
    /** Update a product attribute (a new slug is renamed in every variation; with If-Match, only if unchanged since) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {boolean} */
            has_archives?: false;
            menu_order?: number;
            name?: string;
            /** @enum {string} */
            order_by?: 'menu_order';
            slug?: string;
            /** @enum {string} */
            swatch_kind?: 'color' | 'image' | 'label';
            translations?: {
              he?: {
                name?: string | null;
              };
            };
            /** @enum {string} */
            type?: 'select';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              has_archives: false;
              id: string;
              menu_order: number;
              name: string;
              /** @enum {string} */
              order_by: 'menu_order';
              slug: string;
              /** @enum {string} */
              swatch_kind: 'color' | 'image' | 'label';
              translations: {
                he: {
                  name: string | null;
                };
              };
              /** @enum {string} */
              type: 'select';
            };
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Update a product attribute (a new slug is renamed in every variation; with If-Match, only if unchanged since) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {boolean} */
            has_archives?: false;
            menu_order?: number;
            name?: string;
            /** @enum {string} */
            order_by?: 'menu_order';
            slug?: string;
            /** @enum {string} */
            swatch_kind?: 'color' | 'image' | 'label';
            translations?: {
              he?: {
                name?: string | null;
              };
            };
            /** @enum {string} */
            type?: 'select';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              has_archives: false;
              id: string;
              menu_order: number;
              name: string;
              /** @enum {string} */
              order_by: 'menu_order';
              slug: string;
              /** @enum {string} */
              swatch_kind: 'color' | 'image' | 'label';
              translations: {
                he: {
                  name: string | null;
                };
              };
              /** @enum {string} */
              type: 'select';
            };
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Delete a product attribute and its terms (force=true) */
    delete: {
      parameters: {
        query?: {
          /** @description Must be true: the resource has no trash. */
          force?: boolean | ('0' | '1' | 'true' | 'false');
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              has_archives: false;
              id: string;
              menu_order: number;
              name: string;
              /** @enum {string} */
              order_by: 'menu_order';
              slug: string;
              /** @enum {string} */
              swatch_kind: 'color' | 'image' | 'label';
              translations: {
                he: {
                  name: string | null;
                };
              };
              /** @enum {string} */
              type: 'select';
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Update a product attribute (a new slug is renamed in every variation; with If-Match, only if unchanged since) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {boolean} */
            has_archives?: false;
            menu_order?: number;
            name?: string;
            /** @enum {string} */
            order_by?: 'menu_order';
            slug?: string;
            /** @enum {string} */
            swatch_kind?: 'color' | 'image' | 'label';
            translations?: {
              he?: {
                name?: string | null;
              };
            };
            /** @enum {string} */
            type?: 'select';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              has_archives: false;
              id: string;
              menu_order: number;
              name: string;
              /** @enum {string} */
              order_by: 'menu_order';
              slug: string;
              /** @enum {string} */
              swatch_kind: 'color' | 'image' | 'label';
              translations: {
                he: {
                  name: string | null;
                };
              };
              /** @enum {string} */
              type: 'select';
            };
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/wc/v3/products/attributes/batch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Create, update and delete product attributes in one request */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            create?: {
              /** @enum {boolean} */
              has_archives?: false;
              menu_order?: number;
              name: string;
              /** @enum {string} */
              order_by?: 'menu_order';
              slug?: string;
              /** @enum {string} */
              swatch_kind?: 'color' | 'image' | 'label';
              translations?: {
                he?: {
                  name?: string | null;
                };
              };
              /** @enum {string} */
              type?: 'select';
            }[];
            delete?: (string | number)[];
            update?: {
              /** @enum {boolean} */
              has_archives?: false;
              id: string | number;
              menu_order?: number;
              name?: string;
              /** @enum {string} */
              order_by?: 'menu_order';
              slug?: string;
              /** @enum {string} */
              swatch_kind?: 'color' | 'image' | 'label';
              translations?: {
                he?: {
                  name?: string | null;
                };
              };
              /** @enum {string} */
              type?: 'select';
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              create?: (
                | {
                    /** @enum {boolean} */
                    has_archives: false;
                    id: string;
                    menu_order: number;
                    name: string;
                    /** @enum {string} */
                    order_by: 'menu_order';
                    slug: string;
                    /** @enum {string} */
                    swatch_kind: 'color' | 'image' | 'label';
                    translations: {
                      he: {
                        name: string | null;
                      };
                    };
                    /** @enum {string} */
                    type: 'select';
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
              delete?: (
                | {
                    /** @enum {boolean} */
                    has_archives: false;
                    id: string;
                    menu_order: number;
                    name: string;
                    /** @enum {string} */
                    order_by: 'menu_order';
                    slug: string;
                    /** @enum {string} */
                    swatch_kind: 'color' | 'image' | 'label';
                    translations: {
                      he: {
                        name: string | null;
                      };
                    };
                    /** @enum {string} */
                    type: 'select';
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
              update?: (
                | {
                    /** @enum {boolean} */
                    has_archives: false;
                    id: string;
                    menu_order: number;
                    name: string;
                    /** @enum {string} */
                    order_by: 'menu_order';
                    slug: string;
                    /** @enum {string} */
                    swatch_kind: 'color' | 'image' | 'label';
                    translations: {
                      he: {
                        name: string | null;
                      };
                    };
                    /** @enum {string} */
                    type: 'select';
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
            };
          };
        };
      };
    };
    /** Create, update and delete product attributes in one request */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            create?: {
              /** @enum {boolean} */
              has_archives?: false;
              menu_order?: number;
              name: string;
              /** @enum {string} */
              order_by?: 'menu_order';
              slug?: string;
              /** @enum {string} */
              swatch_kind?: 'color' | 'image' | 'label';
              translations?: {
                he?: {
                  name?: string | null;
                };
              };
              /** @enum {string} */
              type?: 'select';
            }[];
            delete?: (string | number)[];
            update?: {
              /** @enum {boolean} */
              has_archives?: false;
              id: string | number;
              menu_order?: number;
              name?: string;
              /** @enum {string} */
              order_by?: 'menu_order';
              slug?: string;
              /** @enum {string} */
              swatch_kind?: 'color' | 'image' | 'label';
              translations?: {
                he?: {
                  name?: string | null;
                };
              };
              /** @enum {string} */
              type?: 'select';
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              create?: (
                | {
                    /** @enum {boolean} */
                    has_archives: false;
                    id: string;
                    menu_order: number;
                    name: string;
                    /** @enum {string} */
                    order_by: 'menu_order';
                    slug: string;
                    /** @enum {string} */
                    swatch_kind: 'color' | 'image' | 'label';
                    translations: {
                      he: {
                        name: string | null;
                      };
                    };
                    /** @enum {string} */
                    type: 'select';
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
              delete?: (
                | {
                    /** @enum {boolean} */
                    has_archives: false;
                    id: string;
                    menu_order: number;
                    name: string;
                    /** @enum {string} */
                    order_by: 'menu_order';
                    slug: string;
                    /** @enum {string} */
                    swatch_kind: 'color' | 'image' | 'label';
                    translations: {
                      he: {
                        name: string | null;
                      };
                    };
                    /** @enum {string} */
                    type: 'select';
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
              update?: (
                | {
                    /** @enum {boolean} */
                    has_archives: false;
                    id: string;
                    menu_order: number;
                    name: string;
                    /** @enum {string} */
                    order_by: 'menu_order';
                    slug: string;
                    /** @enum {string} */
                    swatch_kind: 'color' | 'image' | 'label';
                    translations: {
                      he: {
                        name: string | null;
                      };
                    };
                    /** @enum {string} */
                    type: 'select';
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    /** Create, update and delete product attributes in one request */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            create?: {
              /** @enum {boolean} */
              has_archives?: false;
              menu_order?: number;
              name: string;
              /** @enum {string} */
              order_by?: 'menu_order';
              slug?: string;
              /** @enum {string} */
              swatch_kind?: 'color' | 'image' | 'label';
              translations?: {
                he?: {
                  name?: string | null;
                };
              };
              /** @enum {string} */
              type?: 'select';
            }[];
            delete?: (string | number)[];
            update?: {
              /** @enum {boolean} */
              has_archives?: false;
              id: string | number;
              menu_order?: number;
              name?: string;
              /** @enum {string} */
              order_by?: 'menu_order';
              slug?: string;
              /** @enum {string} */
              swatch_kind?: 'color' | 'image' | 'label';
              translations?: {
                he?: {
                  name?: string | null;
                };
              };
              /** @enum {string} */
              type?: 'select';
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              create?: (
                | {
                    /** @enum {boolean} */
                    has_archives: false;
                    id: string;
                    menu_order: number;
                    name: string;
                    /** @enum {string} */
                    order_by: 'menu_order';
                    slug: string;
                    /** @enum {string} */
                    swatch_kind: 'color' | 'image' | 'label';
                    translations: {
                      he: {
                        name: string | null;
                      };
                    };
                    /** @enum {string} */
                    type: 'select';
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
              delete?: (
                | {
                    /** @enum {boolean} */
                    has_archives: false;
                    id: string;
                    menu_order: number;
                    name: string;
                    /** @enum {string} */
                    order_by: 'menu_order';
                    slug: string;
                    /** @enum {string} */
                    swatch_kind: 'color' | 'image' | 'label';
                    translations: {
                      he: {
                        name: string | null;
                      };
                    };
                    /** @enum {string} */
                    type: 'select';
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
              update?: (
                | {
                    /** @enum {boolean} */
                    has_archives: false;
                    id: string;
                    menu_order: number;
                    name: string;
                    /** @enum {string} */
                    order_by: 'menu_order';
                    slug: string;
                    /** @enum {string} */
                    swatch_kind: 'color' | 'image' | 'label';
                    translations: {
                      he: {
                        name: string | null;
                      };
                    };
                    /** @enum {string} */
                    type: 'select';
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/wc/v3/products/batch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create, update and delete products in one call (at most 100 objects)
     * @description Each item is saved or refused on its own; a refused item answers its error in its place.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            create?: unknown[];
            delete?: (string | number)[];
            update?: unknown[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              create: (
                | {
                    attributes: {
                      id: string;
                      name: string;
                      options: string[];
                      position: number;
                      slug: string;
                      variation: boolean;
                      visible: boolean;
                    }[];
                    average_rating: string;
                    categories: {
                      id: string;
                      name: string;
                      slug: string;
                    }[];
                    /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
                    date_created: string;
                    /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
                    date_created_gmt: string;
                    /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
                    date_modified: string;
                    /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
                    date_modified_gmt: string;
                    /** @description Always empty: the product page chooses no option before the visitor does */
                    default_attributes: {
                      id: string;
                      name: string;
                      option: string;
                    }[];
                    /** @description Sanitised HTML */
                    description: string;
                    featured: boolean;
                    id: string;
                    images: {
                      alt: string;
                      /** @description The media item; null for a picture not in the library */
                      id: string | null;
                      name: string;
                      position: number;
                      src: string;
                    }[];
                    /** @description Stock at or below which the dashboard flags the product; null: not watched */
                    low_stock_amount: number | null;
                    manage_stock: boolean;
                    /** @description Always empty: our extras are under `pinwheel` */
                    meta_data: {
                      id: number;
                      key: string;
                      value: unknown;
                    }[];
                    name: string;
                    on_sale: boolean;
                    permalink: string;
                    pinwheel: {
                      additional_information: {
                        label: string;
                        label_he: string | null;
                        value: string;
                        value_he: string | null;
                      }[];
                      bulk_tiers: {
                        discount_percent: number;
                        min_quantity: number;
                        variation_id: number | null;
                      }[];
                      deposit_plans: {
                        deposit_percent: number;
                        description: string;
                        description_he: string | null;
                        installments: number;
                        name: string;
                        name_he: string | null;
                      }[];
                      deposits_enabled: boolean;
                      max_quantity: number | null;
                      pre_order_label: string | null;
                      pre_order_label_he: string | null;
                    };
                    /** @description A decimal in the shop's currency; '' when there is none */
                    price: string;
                    purchasable: boolean;
                    rating_count: number;
                    /** @description A decimal in the shop's currency; '' when there is none */
                    regular_price: string;
                    related_ids: string[];
                    /** @description A decimal in the shop's currency; '' when there is none */
                    sale_price: string;
                    /** @description Sanitised HTML */
                    short_description: string;
                    sku: string;
                    slug: string;
                    /** @enum {string} */
                    status: 'draft' | 'pending' | 'private' | 'publish' | 'trash';
                    stock_quantity: number | null;
                    /** @enum {string} */
                    stock_status: 'instock' | 'outofstock' | 'onbackorder';
                    total_sales: number;
                    translations: {
                      he: {
                        description: string | null;
                        name: string | null;
                        short_description: string | null;
                      };
                    };
                    /** @enum {string} */
                    type: 'simple' | 'variable';
                    /** @description Chosen by the owner; the product page shows them as "You may also like" */
                    upsell_ids: string[];
                    variations: number[];
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        status: number;
                      } & {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
              delete: (
                | {
                    attributes: {
                      id: string;
                      name: string;
                      options: string[];
                      position: number;
                      slug: string;
                      variation: boolean;
                      visible: boolean;
                    }[];
                    average_rating: string;
                    categories: {
                      id: string;
                      name: string;
                      slug: string;
                    }[];
                    /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
                    date_created: string;
                    /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
                    date_created_gmt: string;
                    /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
                    date_modified: string;
                    /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
                    date_modified_gmt: string;
                    /** @description Always empty: the product page chooses no option before the visitor does */
                    default_attributes: {
                      id: string;
                      name: string;
                      option: string;
                    }[];
                    /** @description Sanitised HTML */
                    description: string;
                    featured: boolean;
                    id: string;
                    images: {
                      alt: string;
                      /** @description The media item; null for a picture not in the library */
                      id: string | null;
                      name: string;
                      position: number;
                      src: string;
                    }[];
                    /** @description Stock at or below which the dashboard flags the product; null: not watched */
                    low_stock_amount: number | null;
                    manage_stock: boolean;
                    /** @description Always empty: our extras are under `pinwheel` */
                    meta_data: {
                      id: number;
                      key: string;
                      value: unknown;
                    }[];
                    name: string;
                    on_sale: boolean;
                    permalink: string;
                    pinwheel: {
                      additional_information: {
                        label: string;
                        label_he: string | null;
                        value: string;
                        value_he: string | null;
                      }[];
                      bulk_tiers: {
                        discount_percent: number;
                        min_quantity: number;
                        variation_id: number | null;
                      }[];
                      deposit_plans: {
                        deposit_percent: number;
                        description: string;
                        description_he: string | null;
                        installments: number;
                        name: string;
                        name_he: string | null;
                      }[];
                      deposits_enabled: boolean;
                      max_quantity: number | null;
                      pre_order_label: string | null;
                      pre_order_label_he: string | null;
                    };
                    /** @description A decimal in the shop's currency; '' when there is none */
                    price: string;
                    purchasable: boolean;
                    rating_count: number;
                    /** @description A decimal in the shop's currency; '' when there is none */
                    regular_price: string;
                    related_ids: string[];
                    /** @description A decimal in the shop's currency; '' when there is none */
                    sale_price: string;
                    /** @description Sanitised HTML */
                    short_description: string;
                    sku: string;
                    slug: string;
                    /** @enum {string} */
                    status: 'draft' | 'pending' | 'private' | 'publish' | 'trash';
                    stock_quantity: number | null;
                    /** @enum {string} */
                    stock_status: 'instock' | 'outofstock' | 'onbackorder';
                    total_sales: number;
                    translations: {
                      he: {
                        description: string | null;
                        name: string | null;
                        short_description: string | null;
                      };
                    };
                    /** @enum {string} */
                    type: 'simple' | 'variable';
                    /** @description Chosen by the owner; the product page shows them as "You may also like" */
                    upsell_ids: string[];
                    variations: number[];
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        status: number;
                      } & {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
              update: (
                | {
                    attributes: {
                      id: string;
                      name: string;
                      options: string[];
                      position: number;
                      slug: string;
                      variation: boolean;
                      visible: boolean;
                    }[];
                    average_rating: string;
                    categories: {
                      id: string;
                      name: string;
                      slug: string;
                    }[];
                    /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
                    date_created: string;
                    /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
                    date_created_gmt: string;
                    /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
                    date_modified: string;
                    /** @description ISO 8601, UTC, without a zone (as WordPress writes dates) */
                    date_modified_gmt: string;
                    /** @description Always empty: the product page chooses no option before the visitor does */
                    default_attributes: {
                      id: string;
                      name: string;
                      option: string;
                    }[];
                    /** @description Sanitised HTML */
                    description: string;
                    featured: boolean;
                    id: string;
                    images: {
                      alt: string;
                      /** @description The media item; null for a picture not in the library */
                      id: string | null;
                      name: string;
                      position: number;
                      src: string;
                    }[];
                    /** @description Stock at or below which the dashboard flags the product; null: not watched */
                    low_stock_amount: number | null;
                    manage_stock: boolean;
                    /** @description Always empty: our extras are under `pinwheel` */
                    meta_data: {
                      id: number;
                      key: string;
                      value: unknown;
                    }[];
                    name: string;
                    on_sale: boolean;
                    permalink: string;
                    pinwheel: {
                      additional_information: {
                        label: string;
                        label_he: string | null;
                        value: string;
                        value_he: string | null;
                      }[];
                      bulk_tiers: {
                        discount_percent: number;
                        min_quantity: number;
                        variation_id: number | null;
                      }[];
                      deposit_plans: {
                        deposit_percent: number;
                        description: string;
                        description_he: string | null;
                        installments: number;
                        name: string;
                        name_he: string | null;
                      }[];
                      deposits_enabled: boolean;
                      max_quantity: number | null;
                      pre_order_label: string | null;
                      pre_order_label_he: string | null;
                    };
                    /** @description A decimal in the shop's currency; '' when there is none */
                    price: string;
                    purchasable: boolean;
                    rating_count: number;
                    /** @description A decimal in the shop's currency; '' when there is none */
                    regular_price: string;
                    related_ids: string[];
                    /** @description A decimal in the shop's currency; '' when there is none */
                    sale_price: string;
                    /** @description Sanitised HTML */
                    short_description: string;
                    sku: string;
                    slug: string;
                    /** @enum {string} */
                    status: 'draft' | 'pending' | 'private' | 'publish' | 'trash';
                    stock_quantity: number | null;
                    /** @enum {string} */
                    stock_status: 'instock' | 'outofstock' | 'onbackorder';
                    total_sales: number;
                    translations: {
                      he: {
                        description: string | null;
                        name: string | null;
                        short_description: string | null;
                      };
                    };
                    /** @enum {string} */
                    type: 'simple' | 'variable';
                    /** @description Chosen by the owner; the product page shows them as "You may also like" */
                    upsell_ids: string[];
                    variations: number[];
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        status: number;
                      } & {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/wc/v3/products/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List product categories */
    get: {
      parameters: {
        query?: {
          context?: 'view' | 'edit' | 'embed';
          exclude?: string[];
          hide_empty?: boolean | ('0' | '1' | 'true' | 'false');
          include?: string[];
          offset?: number;
          order?: 'asc' | 'desc';
          orderby?: 'id' | 'include' | 'name' | 'slug' | 'description' | 'count' | 'menu_order';
          page?: number;
          parent?: string;
          per_page?: number;
          product?: string;
          search?: string;
          slug?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              count: number;
              description: string;
              /** @enum {string} */
              display: 'default';
              id: string;
              image: {
                alt: string;
                id: string | null;
                name: string;
                src: string;
              } | null;
              menu_order: number;
              name: string;
              parent: string | 0;
              slug: string;
              translations: {
                he: {
                  description: string | null;
                  name: string | null;
                };
              };
            }[];
          };
        };
      };
    };
    put?: never;
    /** Create a product category */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string;
            /** @enum {string} */
            display?: 'default';
            image?: {
              id?: string | number;
              src?: string;
            } | null;
            menu_order?: number;
            name: string;
            parent?: string | number | null;
            slug?: string;
            translations?: {
              he?: {
                description?: string | null;
                name?: string | null;
              };
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              count: number;
              description: string;
              /** @enum {string} */
              display: 'default';
              id: string;
              image: {
                alt: string;
                id: string | null;
                name: string;
                src: string;
              } | null;
              menu_order: number;
              name: string;
              parent: string | 0;
              slug: string;
              translations: {
                he: {
                  description: string | null;
                  name: string | null;
                };
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/wc/v3/products/categories/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a product category */
    get: {
      parameters: {
        query?: {
          context?: 'view' | 'edit' | 'embed';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              count: number;
              description: string;
              /** @enum {string} */
              display: 'default';
              id: string;
              image: {
                alt: string;
                id: string | null;
                name: string;
                src: string;
              } | null;
              menu_order: number;
              name: string;
              parent: string | 0;
              slug: string;
              translations: {
                he: {
                  description: string | null;
                  name: string | null;
                };
              };
            };
          };
        };
      };
    };
    /** Update a product category (with If-Match, only if unchanged since) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string;
            /** @enum {string} */
            display?: 'default';
            image?: {
              id?: string | number;
              src?: string;
            } | null;
            menu_order?: number;
            name?: string;
            parent?: string | number | null;
            slug?: string;
            translations?: {
              he?: {
                description?: string | null;
                name?: string | null;
              };
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              count: number;
              description: string;
              /** @enum {string} */
              display: 'default';
              id: string;
              image: {
                alt: string;
                id: string | null;
                name: string;
                src: string;
              } | null;
              menu_order: number;
              name: string;
              parent: string | 0;
              slug: string;
              translations: {
                he: {
                  description: string | null;
                  name: string | null;
                };
              };
            };
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Update a product category (with If-Match, only if unchanged since) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string;
            /** @enum {string} */
            display?: 'default';
            image?: {
              id?: string | number;
              src?: string;
            } | null;
            menu_order?: number;
            name?: string;
            parent?: string | number | null;
            slug?: string;
            translations?: {
              he?: {
                description?: string | null;
                name?: string | null;
              };
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              count: number;
              description: string;
              /** @enum {string} */
              display: 'default';
              id: string;
              image: {
                alt: string;
                id: string | null;
                name: string;
                src: string;
              } | null;
              menu_order: number;
              name: string;
              parent: string | 0;
              slug: string;
              translations: {
                he: {
                  description: string | null;
                  name: string | null;
                };
              };
            };
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Delete a product category (force=true); its children move up to its parent */
    delete: {
      parameters: {
        query?: {
          /** @description Must be true: the resource has no trash. */
          force?: boolean | ('0' | '1' | 'true' | 'false');
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              count: number;
              description: string;
              /** @enum {string} */
              display: 'default';
              id: string;
              image: {
                alt: string;
                id: string | null;
                name: string;
                src: string;
              } | null;
              menu_order: number;
              name: string;
              parent: string | 0;
              slug: string;
              translations: {
                he: {
                  description: string | null;
                  name: string | null;
                };
              };
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Update a product category (with If-Match, only if unchanged since) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string;
            /** @enum {string} */
            display?: 'default';
            image?: {
              id?: string | number;
              src?: string;
            } | null;
            menu_order?: number;
            name?: string;
            parent?: string | number | null;
            slug?: string;
            translations?: {
              he?: {
                description?: string | null;
                name?: string | null;
              };
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              count: number;
              description: string;
              /** @enum {string} */
              display: 'default';
              id: string;
              image: {
                alt: string;
                id: string | null;
                name: string;
                src: string;
              } | null;
              menu_order: number;
              name: string;
              parent: string | 0;
              slug: string;
              translations: {
                he: {
                  description: string | null;
                  name: string | null;
                };
              };
            };
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/wc/v3/products/categories/batch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Create, update and delete product categories in one request */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            create?: {
              description?: string;
              /** @enum {string} */
              display?: 'default';
              image?: {
                id?: string | number;
                src?: string;
              } | null;
              menu_order?: number;
              name: string;
              parent?: string | number | null;
              slug?: string;
              translations?: {
                he?: {
                  description?: string | null;
                  name?: string | null;
                };
              };
            }[];
            delete?: (string | number)[];
            update?: {
              description?: string;
              /** @enum {string} */
              display?: 'default';
              id: string | number;
              image?: {
                id?: string | number;
                src?: string;
              } | null;
              menu_order?: number;
              name?: string;
              parent?: string | number | null;
              slug?: string;
              translations?: {
                he?: {
                  description?: string | null;
                  name?: string | null;
                };
              };
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              create?: (
                | {
                    count: number;
                    description: string;
                    /** @enum {string} */
                    display: 'default';
                    id: string;
                    image: {
                      alt: string;
                      id: string | null;
                      name: string;
                      src: string;
                    } | null;
                    menu_order: number;
                    name: string;
                    parent: string | 0;
                    slug: string;
                    translations: {
                      he: {
                        description: string | null;
                        name: string | null;
                      };
                    };
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
              delete?: (
                | {
                    count: number;
                    description: string;
                    /** @enum {string} */
                    display: 'default';
                    id: string;
                    image: {
                      alt: string;
                      id: string | null;
                      name: string;
                      src: string;
                    } | null;
                    menu_order: number;
                    name: string;
                    parent: string | 0;
                    slug: string;
                    translations: {
                      he: {
                        description: string | null;
                        name: string | null;
                      };
                    };
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
              update?: (
                | {
                    count: number;
                    description: string;
                    /** @enum {string} */
                    display: 'default';
                    id: string;
                    image: {
                      alt: string;
                      id: string | null;
                      name: string;
                      src: string;
                    } | null;
                    menu_order: number;
                    name: string;
                    parent: string | 0;
                    slug: string;
                    translations: {
                      he: {
                        description: string | null;
                        name: string | null;
                      };
                    };
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
            };
          };
        };
      };
    };
    /** Create, update and delete product categories in one request */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            create?: {
              description?: string;
              /** @enum {string} */
              display?: 'default';
              image?: {
                id?: string | number;
                src?: string;
              } | null;
              menu_order?: number;
              name: string;
              parent?: string | number | null;
              slug?: string;
              translations?: {
                he?: {
                  description?: string | null;
                  name?: string | null;
                };
              };
            }[];
            delete?: (string | number)[];
            update?: {
              description?: string;
              /** @enum {string} */
              display?: 'default';
              id: string | number;
              image?: {
                id?: string | number;
                src?: string;
              } | null;
              menu_order?: number;
              name?: string;
              parent?: string | number | null;
              slug?: string;
              translations?: {
                he?: {
                  description?: string | null;
                  name?: string | null;
                };
              };
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              create?: (
                | {
                    count: number;
                    description: string;
                    /** @enum {string} */
                    display: 'default';
                    id: string;
                    image: {
                      alt: string;
                      id: string | null;
                      name: string;
                      src: string;
                    } | null;
                    menu_order: number;
                    name: string;
                    parent: string | 0;
                    slug: string;
                    translations: {
                      he: {
                        description: string | null;
                        name: string | null;
                      };
                    };
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
              delete?: (
                | {
                    count: number;
                    description: string;
                    /** @enum {string} */
                    display: 'default';
                    id: string;
                    image: {
                      alt: string;
                      id: string | null;
                      name: string;
                      src: string;
                    } | null;
                    menu_order: number;
                    name: string;
                    parent: string | 0;
                    slug: string;
                    translations: {
                      he: {
                        description: string | null;
                        name: string | null;
                      };
                    };
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
              update?: (
                | {
                    count: number;
                    description: string;
                    /** @enum {string} */
                    display: 'default';
                    id: string;
                    image: {
                      alt: string;
                      id: string | null;
                      name: string;
                      src: string;
                    } | null;
                    menu_order: number;
                    name: string;
                    parent: string | 0;
                    slug: string;
                    translations: {
                      he: {
                        description: string | null;
                        name: string | null;
                      };
                    };
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    /** Create, update and delete product categories in one request */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            create?: {
              description?: string;
              /** @enum {string} */
              display?: 'default';
              image?: {
                id?: string | number;
                src?: string;
              } | null;
              menu_order?: number;
              name: string;
              parent?: string | number | null;
              slug?: string;
              translations?: {
                he?: {
                  description?: string | null;
                  name?: string | null;
                };
              };
            }[];
            delete?: (string | number)[];
            update?: {
              description?: string;
              /** @enum {string} */
              display?: 'default';
              id: string | number;
              image?: {
                id?: string | number;
                src?: string;
              } | null;
              menu_order?: number;
              name?: string;
              parent?: string | number | null;
              slug?: string;
              translations?: {
                he?: {
                  description?: string | null;
                  name?: string | null;
                };
              };
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              create?: (
                | {
                    count: number;
                    description: string;
                    /** @enum {string} */
                    display: 'default';
                    id: string;
                    image: {
                      alt: string;
                      id: string | null;
                      name: string;
                      src: string;
                    } | null;
                    menu_order: number;
                    name: string;
                    parent: string | 0;
                    slug: string;
                    translations: {
                      he: {
                        description: string | null;
                        name: string | null;
                      };
                    };
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
              delete?: (
                | {
                    count: number;
                    description: string;
                    /** @enum {string} */
                    display: 'default';
                    id: string;
                    image: {
                      alt: string;
                      id: string | null;
                      name: string;
                      src: string;
                    } | null;
                    menu_order: number;
                    name: string;
                    parent: string | 0;
                    slug: string;
                    translations: {
                      he: {
                        description: string | null;
                        name: string | null;
                      };
                    };
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
              update?: (
                | {
                    count: number;
                    description: string;
                    /** @enum {string} */
                    display: 'default';
                    id: string;
                    image: {
                      alt: string;
                      id: string | null;
                      name: string;
                      src: string;
                    } | null;
                    menu_order: number;
                    name: string;
                    parent: string | 0;
                    slug: string;
                    translations: {
                      he: {
                        description: string | null;
                        name: string | null;
                      };
                    };
                  }
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/wc/v3/products/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List product reviews */
    get: {
      parameters: {
        query?: {
          after?: string;
          before?: string;
          context?: 'view' | 'edit' | 'embed';
          exclude?: string[];
          include?: string[];
          offset?: number;
          order?: 'asc' | 'desc';
          orderby?: 'date' | 'date_gmt' | 'id' | 'include' | 'product';
          page?: number;
          per_page?: number;
          product?: string[];
          reviewer_email?: string;
          search?: string;
          status?: 'all' | 'hold' | 'approved' | 'spam' | 'trash';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              date_created: string;
              date_created_gmt: string;
              id: string;
              product_id: string;
              product_name: string;
              product_permalink: string;
              rating: number;
              review: string;
              reviewer: string;
              reviewer_email: string;
              /** @enum {string} */
              status: 'approved' | 'hold' | 'spam';
              verified: boolean;
            }[];
          };
        };
      };
    };
    put?: never;
    /** Create a product review (approved unless a status is given) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            date_created?: string;
            date_created_gmt?: string;
            product_id: string | number;
            rating?: number;
            review: string;
            reviewer: string;
            reviewer_email: '' | string;
            /** @enum {string} */
            status?: 'approved' | 'hold' | 'spam' | 'unspam' | 'trash' | 'untrash';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              date_created: string;
              date_created_gmt: string;
              id: string;
              product_id: string;
              product_name: string;
              product_permalink: string;
              rating: number;
              review: string;
              reviewer: string;
              reviewer_email: string;
              /** @enum {string} */
              status: 'approved' | 'hold' | 'spam';
              verified: boolean;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/wc/v3/products/reviews/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a product review */
    get: {
      parameters: {
        query?: {
          context?: 'view' | 'edit' | 'embed';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              date_created: string;
              date_created_gmt: string;
              id: string;
              product_id: string;
              product_name: string;
              product_permalink: string;
              rating: number;
              review: string;
              reviewer: string;
              reviewer_email: string;
              /** @enum {string} */
              status: 'approved' | 'hold' | 'spam';
              verified: boolean;
            };
          };
        };
      };
    };
    /** Update a product review (its state too: approved, hold, spam, unspam) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            date_created?: string;
            date_created_gmt?: string;
            product_id?: string | number;
            rating?: number;
            review?: string;
            reviewer?: string;
            reviewer_email?: '' | string;
            /** @enum {string} */
            status?: 'approved' | 'hold' | 'spam' | 'unspam' | 'trash' | 'untrash';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              date_created: string;
              date_created_gmt: string;
              id: string;
              product_id: string;
              product_name: string;
              product_permalink: string;
              rating: number;
              review: string;
              reviewer: string;
              reviewer_email: string;
              /** @enum {string} */
              status: 'approved' | 'hold' | 'spam';
              verified: boolean;
            };
          };
        };
      };
    };
    /** Update a product review (its state too: approved, hold, spam, unspam) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            date_created?: string;
            date_created_gmt?: string;
            product_id?: string | number;
            rating?: number;
            review?: string;
            reviewer?: string;
            reviewer_email?: '' | string;
            /** @enum {string} */
            status?: 'approved' | 'hold' | 'spam' | 'unspam' | 'trash' | 'untrash';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              date_created: string;
              date_created_gmt: string;
              id: string;
              product_id: string;
              product_name: string;
              product_permalink: string;
              rating: number;
              review: string;
              reviewer: string;
              reviewer_email: string;
              /** @enum {string} */
              status: 'approved' | 'hold' | 'spam';
              verified: boolean;
            };
          };
        };
      };
    };
    /** Delete a product review for good (force=true) */
    delete: {
      parameters: {
        query?: {
          /** @description Must be true: the resource has no trash. */
          force?: boolean | ('0' | '1' | 'true' | 'false');
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              deleted: true;
              previous: {
                date_created: string;
                date_created_gmt: string;
                id: string;
                product_id: string;
                product_name: string;
                product_permalink: string;
                rating: number;
                review: string;
                reviewer: string;
                reviewer_email: string;
                /** @enum {string} */
                status: 'approved' | 'hold' | 'spam';
                verified: boolean;
              };
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Update a product review (its state too: approved, hold, spam, unspam) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            date_created?: string;
            date_created_gmt?: string;
            product_id?: string | number;
            rating?: number;
            review?: string;
            reviewer?: string;
            reviewer_email?: '' | string;
            /** @enum {string} */
            status?: 'approved' | 'hold' | 'spam' | 'unspam' | 'trash' | 'untrash';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              date_created: string;
              date_created_gmt: string;
              id: string;
              product_id: string;
              product_name: string;
              product_permalink: string;
              rating: number;
              review: string;
              reviewer: string;
              reviewer_email: string;
              /** @enum {string} */
              status: 'approved' | 'hold' | 'spam';
              verified: boolean;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/wc/v3/products/reviews/batch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Create, update and delete product reviews in one request */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            create?: {
              date_created?: string;
              date_created_gmt?: string;
              product_id: string | number;
              rating?: number;
              review: string;
              reviewer: string;
              reviewer_email: '' | string;
              /** @enum {string} */
              status?: 'approved' | 'hold' | 'spam' | 'unspam' | 'trash' | 'untrash';
            }[];
            delete?: (string | number)[];
            update?: {
              date_created?: string;
              date_created_gmt?: string;
              id: string | number;
              product_id?: string | number;
              rating?: number;
              review?: string;
              reviewer?: string;
              reviewer_email?: '' | string;
              /** @enum {string} */
              status?: 'approved' | 'hold' | 'spam' | 'unspam' | 'trash' | 'untrash';
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              create?: (
                | (
                    | {
                        date_created: string;
                        date_created_gmt: string;
                        id: string;
                        product_id: string;
                        product_name: string;
                        product_permalink: string;
                        rating: number;
                        review: string;
                        reviewer: string;
                        reviewer_email: string;
                        /** @enum {string} */
                        status: 'approved' | 'hold' | 'spam';
                        verified: boolean;
                      }
                    | {
                        /** @enum {boolean} */
                        deleted: true;
                        previous: {
                          date_created: string;
                          date_created_gmt: string;
                          id: string;
                          product_id: string;
                          product_name: string;
                          product_permalink: string;
                          rating: number;
                          review: string;
                          reviewer: string;
                          reviewer_email: string;
                          /** @enum {string} */
                          status: 'approved' | 'hold' | 'spam';
                          verified: boolean;
                        };
                      }
                  )
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
              delete?: (
                | (
                    | {
                        date_created: string;
                        date_created_gmt: string;
                        id: string;
                        product_id: string;
                        product_name: string;
                        product_permalink: string;
                        rating: number;
                        review: string;
                        reviewer: string;
                        reviewer_email: string;
                        /** @enum {string} */
                        status: 'approved' | 'hold' | 'spam';
                        verified: boolean;
                      }
                    | {
                        /** @enum {boolean} */
                        deleted: true;
                        previous: {
                          date_created: string;
                          date_created_gmt: string;
                          id: string;
                          product_id: string;
                          product_name: string;
                          product_permalink: string;
                          rating: number;
                          review: string;
                          reviewer: string;
                          reviewer_email: string;
                          /** @enum {string} */
                          status: 'approved' | 'hold' | 'spam';
                          verified: boolean;
                        };
                      }
                  )
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
              update?: (
                | (
                    | {
                        date_created: string;
                        date_created_gmt: string;
                        id: string;
                        product_id: string;
                        product_name: string;
                        product_permalink: string;
                        rating: number;
                        review: string;
                        reviewer: string;
                        reviewer_email: string;
                        /** @enum {string} */
                        status: 'approved' | 'hold' | 'spam';
                        verified: boolean;
                      }
                    | {
                        /** @enum {boolean} */
                        deleted: true;
                        previous: {
                          date_created: string;
                          date_created_gmt: string;
                          id: string;
                          product_id: string;
                          product_name: string;
                          product_permalink: string;
                          rating: number;
                          review: string;
                          reviewer: string;
                          reviewer_email: string;
                          /** @enum {string} */
                          status: 'approved' | 'hold' | 'spam';
                          verified: boolean;
                        };
                      }
                  )
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
            };
          };
        };
      };
    };
    /** Create, update and delete product reviews in one request */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            create?: {
              date_created?: string;
              date_created_gmt?: string;
              product_id: string | number;
              rating?: number;
              review: string;
              reviewer: string;
              reviewer_email: '' | string;
              /** @enum {string} */
              status?: 'approved' | 'hold' | 'spam' | 'unspam' | 'trash' | 'untrash';
            }[];
            delete?: (string | number)[];
            update?: {
              date_created?: string;
              date_created_gmt?: string;
              id: string | number;
              product_id?: string | number;
              rating?: number;
              review?: string;
              reviewer?: string;
              reviewer_email?: '' | string;
              /** @enum {string} */
              status?: 'approved' | 'hold' | 'spam' | 'unspam' | 'trash' | 'untrash';
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              create?: (
                | (
                    | {
                        date_created: string;
                        date_created_gmt: string;
                        id: string;
                        product_id: string;
                        product_name: string;
                        product_permalink: string;
                        rating: number;
                        review: string;
                        reviewer: string;
                        reviewer_email: string;
                        /** @enum {string} */
                        status: 'approved' | 'hold' | 'spam';
                        verified: boolean;
                      }
                    | {
                        /** @enum {boolean} */
                        deleted: true;
                        previous: {
                          date_created: string;
                          date_created_gmt: string;
                          id: string;
                          product_id: string;
                          product_name: string;
                          product_permalink: string;
                          rating: number;
                          review: string;
                          reviewer: string;
                          reviewer_email: string;
                          /** @enum {string} */
                          status: 'approved' | 'hold' | 'spam';
                          verified: boolean;
                        };
                      }
                  )
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
              delete?: (
                | (
                    | {
                        date_created: string;
                        date_created_gmt: string;
                        id: string;
                        product_id: string;
                        product_name: string;
                        product_permalink: string;
                        rating: number;
                        review: string;
                        reviewer: string;
                        reviewer_email: string;
                        /** @enum {string} */
                        status: 'approved' | 'hold' | 'spam';
                        verified: boolean;
                      }
                    | {
                        /** @enum {boolean} */
                        deleted: true;
                        previous: {
                          date_created: string;
                          date_created_gmt: string;
                          id: string;
                          product_id: string;
                          product_name: string;
                          product_permalink: string;
                          rating: number;
                          review: string;
                          reviewer: string;
                          reviewer_email: string;
                          /** @enum {string} */
                          status: 'approved' | 'hold' | 'spam';
                          verified: boolean;
                        };
                      }
                  )
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
              update?: (
                | (
                    | {
                        date_created: string;
                        date_created_gmt: string;
                        id: string;
                        product_id: string;
                        product_name: string;
                        product_permalink: string;
                        rating: number;
                        review: string;
                        reviewer: string;
                        reviewer_email: string;
                        /** @enum {string} */
                        status: 'approved' | 'hold' | 'spam';
                        verified: boolean;
                      }
                    | {
                        /** @enum {boolean} */
                        deleted: true;
                        previous: {
                          date_created: string;
                          date_created_gmt: string;
                          id: string;
                          product_id: string;
                          product_name: string;
                          product_permalink: string;
                          rating: number;
                          review: string;
                          reviewer: string;
                          reviewer_email: string;
                          /** @enum {string} */
                          status: 'approved' | 'hold' | 'spam';
                          verified: boolean;
                        };
                      }
                  )
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    /** Create, update and delete product reviews in one request */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            create?: {
              date_created?: string;
              date_created_gmt?: string;
              product_id: string | number;
              rating?: number;
              review: string;
              reviewer: string;
              reviewer_email: '' | string;
              /** @enum {string} */
              status?: 'approved' | 'hold' | 'spam' | 'unspam' | 'trash' | 'untrash';
            }[];
            delete?: (string | number)[];
            update?: {
              date_created?: string;
              date_created_gmt?: string;
              id: string | number;
              product_id?: string | number;
              rating?: number;
              review?: string;
              reviewer?: string;
              reviewer_email?: '' | string;
              /** @enum {string} */
              status?: 'approved' | 'hold' | 'spam' | 'unspam' | 'trash' | 'untrash';
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              create?: (
                | (
                    | {
                        date_created: string;
                        date_created_gmt: string;
                        id: string;
                        product_id: string;
                        product_name: string;
                        product_permalink: string;
                        rating: number;
                        review: string;
                        reviewer: string;
                        reviewer_email: string;
                        /** @enum {string} */
                        status: 'approved' | 'hold' | 'spam';
                        verified: boolean;
                      }
                    | {
                        /** @enum {boolean} */
                        deleted: true;
                        previous: {
                          date_created: string;
                          date_created_gmt: string;
                          id: string;
                          product_id: string;
                          product_name: string;
                          product_permalink: string;
                          rating: number;
                          review: string;
                          reviewer: string;
                          reviewer_email: string;
                          /** @enum {string} */
                          status: 'approved' | 'hold' | 'spam';
                          verified: boolean;
                        };
                      }
                  )
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
              delete?: (
                | (
                    | {
                        date_created: string;
                        date_created_gmt: string;
                        id: string;
                        product_id: string;
                        product_name: string;
                        product_permalink: string;
                        rating: number;
                        review: string;
                        reviewer: string;
                        reviewer_email: string;
                        /** @enum {string} */
                        status: 'approved' | 'hold' | 'spam';
                        verified: boolean;
                      }
                    | {
                        /** @enum {boolean} */
                        deleted: true;
                        previous: {
                          date_created: string;
                          date_created_gmt: string;
                          id: string;
                          product_id: string;
                          product_name: string;
                          product_permalink: string;
                          rating: number;
                          review: string;
                          reviewer: string;
                          reviewer_email: string;
                          /** @enum {string} */
                          status: 'approved' | 'hold' | 'spam';
                          verified: boolean;
                        };
                      }
                  )
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
              update?: (
                | (
                    | {
                        date_created: string;
                        date_created_gmt: string;
                        id: string;
                        product_id: string;
                        product_name: string;
                        product_permalink: string;
                        rating: number;
                        review: string;
                        reviewer: string;
                        reviewer_email: string;
                        /** @enum {string} */
                        status: 'approved' | 'hold' | 'spam';
                        verified: boolean;
                      }
                    | {
                        /** @enum {boolean} */
                        deleted: true;
                        previous: {
                          date_created: string;
                          date_created_gmt: string;
                          id: string;
                          product_id: string;
                          product_name: string;
                          product_permalink: string;
                          rating: number;
                          review: string;
                          reviewer: string;
                          reviewer_email: string;
                          /** @enum {string} */
                          status: 'approved' | 'hold' | 'spam';
                          verified: boolean;
                        };
                      }
                  )
                | {
                    error: {
                      code: string;
                      data: {
                        [key: string]: unknown;
                      };
                      message: string;
                    };
                    id: string | number;
                  }
              )[];
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/wc/v3/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the settings groups we have (general, products) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              description: string;
              id: string;
              label: string;
              parent_id: string;
              sub_groups: string[];
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/wc/v3/settings/{group}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a group's settings */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          group: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              default: string;
              description: string;
              group_id: string;
              id: string;
              label: string;
              options?: {
                [key: string]: string;
              };
              type: string;
              value: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/wc/v3/settings/{group}/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve a setting */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          group: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              default: string;
              description: string;
              group_id: string;
              id: string;
              label: string;
              options?: {
                [key: string]: string;
              };
              type: string;
              value: string;
            };
          };
        };
      };
    };
    /** Update a setting’s value */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          group: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            value: string | boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              default: string;
              description: string;
              group_id: string;
              id: string;
              label: string;
              options?: {
                [key: string]: string;
              };
              type: string;
              value: string;
            };
          };
        };
      };
    };
    /** Update a setting’s value */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          group: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            value: string | boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              default: string;
              description: string;
              group_id: string;
              id: string;
              label: string;
              options?: {
                [key: string]: string;
              };
              type: string;
              value: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    /** Update a setting’s value */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          group: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            value: string | boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              default: string;
              description: string;
              group_id: string;
              id: string;
              label: string;
              options?: {
                [key: string]: string;
              };
              type: string;
              value: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/wp/v2/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists post categories, each with its count of published posts */
    get: {
      parameters: {
        query?: {
          context?: 'view' | 'embed' | 'edit';
          exclude?: string[];
          hide_empty?: boolean | ('0' | '1' | 'true' | 'false');
          include?: string[];
          offset?: number;
          order?: 'asc' | 'desc';
          orderby?: 'id' | 'name' | 'slug' | 'count' | 'description';
          page?: number;
          parent?: string;
          per_page?: number;
          post?: string;
          search?: string;
          slug?: string[];
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': ({
              count?: number;
              description?: string;
              id: string;
              link: string;
              name: string;
              parent?: string | 0;
              slug: string;
              /** @enum {string} */
              taxonomy: 'category' | 'post_tag';
            } & {
              [key: string]: unknown;
            })[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    put?: never;
    /** Creates one of the post categories (name required) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string;
            name: string;
            parent?: string | 0 | null;
            slug?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              count?: number;
              description?: string;
              id: string;
              link: string;
              name: string;
              parent?: string | 0;
              slug: string;
              /** @enum {string} */
              taxonomy: 'category' | 'post_tag';
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/wp/v2/categories/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reads one of the post categories */
    get: {
      parameters: {
        query?: {
          context?: 'view' | 'embed' | 'edit';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              count?: number;
              description?: string;
              id: string;
              link: string;
              name: string;
              parent?: string | 0;
              slug: string;
              /** @enum {string} */
              taxonomy: 'category' | 'post_tag';
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Updates one of the post categories (only the fields given) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string;
            name?: string;
            parent?: string | 0 | null;
            slug?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              count?: number;
              description?: string;
              id: string;
              link: string;
              name: string;
              parent?: string | 0;
              slug: string;
              /** @enum {string} */
              taxonomy: 'category' | 'post_tag';
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Updates one of the post categories (only the fields given) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string;
            name?: string;
            parent?: string | 0 | null;
            slug?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              count?: number;
              description?: string;
              id: string;
              link: string;
              name: string;
              parent?: string | 0;
              slug: string;
              /** @enum {string} */
              taxonomy: 'category' | 'post_tag';
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Deletes one of the post categories for good (force=true); its posts lose it */
    delete: {
      parameters: {
        query?: {
          /** @description Must be true: the resource has no trash. */
          force?: boolean | ('0' | '1' | 'true' | 'false');
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              deleted: true;
              previous: {
                count?: number;
                description?: string;
                id: string;
                link: string;
                name: string;
                parent?: string | 0;
                slug: string;
                /** @enum {string} */
                taxonomy: 'category' | 'post_tag';
              } & {
                [key: string]: unknown;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        501: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Updates one of the post categories (only the fields given) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string;
            name?: string;
            parent?: string | 0 | null;
            slug?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              count?: number;
              description?: string;
              id: string;
              link: string;
              name: string;
              parent?: string | 0;
              slug: string;
              /** @enum {string} */
              taxonomy: 'category' | 'post_tag';
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/wp/v2/media': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the media library, newest first */
    get: {
      parameters: {
        query?: {
          context?: 'view' | 'embed' | 'edit';
          exclude?: string[];
          include?: string[];
          media_type?: 'image';
          mime_type?: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/avif';
          offset?: number;
          order?: 'asc' | 'desc';
          orderby?: 'date' | 'id' | 'title' | 'include';
          page?: number;
          per_page?: number;
          search?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              _links: {
                collection: {
                  href: string;
                }[];
                self: {
                  href: string;
                }[];
              };
              alt_text: string;
              caption: {
                raw: string;
                rendered: string;
              };
              date: string;
              date_gmt: string;
              id: string;
              link: string;
              media_details: {
                file: string;
                filesize: number;
                height: number;
                sizes: {
                  [key: string]: {
                    file: string;
                    height: number;
                    mime_type: string;
                    source_url: string;
                    width: number;
                  };
                };
                width: number;
              };
              /** @enum {string} */
              media_type: 'image';
              mime_type: string;
              modified: string;
              modified_gmt: string;
              pinwheel_used_by: {
                id: string;
                kind: string;
                title: string;
              }[];
              post: string | null;
              slug: string;
              source_url: string;
              /** @enum {string} */
              status: 'inherit';
              title: {
                raw: string;
                rendered: string;
              };
              translations: {
                he: {
                  alt_text: string | null;
                  caption: string | null;
                };
              };
              /** @enum {string} */
              type: 'attachment';
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    put?: never;
    /** Upload a picture (multipart `file`, or the raw bytes with Content-Disposition); 500 with X-WP-Upload-Attachment-ID when its sizes must be finished by post-process */
    post: {
      parameters: {
        query?: {
          alt_text?: string;
          caption?: string;
          title?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              _links: {
                collection: {
                  href: string;
                }[];
                self: {
                  href: string;
                }[];
              };
              alt_text: string;
              caption: {
                raw: string;
                rendered: string;
              };
              date: string;
              date_gmt: string;
              id: string;
              link: string;
              media_details: {
                file: string;
                filesize: number;
                height: number;
                sizes: {
                  [key: string]: {
                    file: string;
                    height: number;
                    mime_type: string;
                    source_url: string;
                    width: number;
                  };
                };
                width: number;
              };
              /** @enum {string} */
              media_type: 'image';
              mime_type: string;
              modified: string;
              modified_gmt: string;
              pinwheel_used_by: {
                id: string;
                kind: string;
                title: string;
              }[];
              post: string | null;
              slug: string;
              source_url: string;
              /** @enum {string} */
              status: 'inherit';
              title: {
                raw: string;
                rendered: string;
              };
              translations: {
                he: {
                  alt_text: string | null;
                  caption: string | null;
                };
              };
              /** @enum {string} */
              type: 'attachment';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/wp/v2/media/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One media item */
    get: {
      parameters: {
        query?: {
          context?: 'view' | 'embed' | 'edit';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              _links: {
                collection: {
                  href: string;
                }[];
                self: {
                  href: string;
                }[];
              };
              alt_text: string;
              caption: {
                raw: string;
                rendered: string;
              };
              date: string;
              date_gmt: string;
              id: string;
              link: string;
              media_details: {
                file: string;
                filesize: number;
                height: number;
                sizes: {
                  [key: string]: {
                    file: string;
                    height: number;
                    mime_type: string;
                    source_url: string;
                    width: number;
                  };
                };
                width: number;
              };
              /** @enum {string} */
              media_type: 'image';
              mime_type: string;
              modified: string;
              modified_gmt: string;
              pinwheel_used_by: {
                id: string;
                kind: string;
                title: string;
              }[];
              post: string | null;
              slug: string;
              source_url: string;
              /** @enum {string} */
              status: 'inherit';
              title: {
                raw: string;
                rendered: string;
              };
              translations: {
                he: {
                  alt_text: string | null;
                  caption: string | null;
                };
              };
              /** @enum {string} */
              type: 'attachment';
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Change a media item’s title, alt text or caption (and their Hebrew copies); with If-Match, only if unchanged since */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            alt_text?: string;
            caption?:
              | string
              | {
                  raw: string;
                };
            title?:
              | string
              | {
                  raw: string;
                };
            translations?: {
              he?: {
                alt_text?: string | null;
                caption?: string | null;
              };
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              _links: {
                collection: {
                  href: string;
                }[];
                self: {
                  href: string;
                }[];
              };
              alt_text: string;
              caption: {
                raw: string;
                rendered: string;
              };
              date: string;
              date_gmt: string;
              id: string;
              link: string;
              media_details: {
                file: string;
                filesize: number;
                height: number;
                sizes: {
                  [key: string]: {
                    file: string;
                    height: number;
                    mime_type: string;
                    source_url: string;
                    width: number;
                  };
                };
                width: number;
              };
              /** @enum {string} */
              media_type: 'image';
              mime_type: string;
              modified: string;
              modified_gmt: string;
              pinwheel_used_by: {
                id: string;
                kind: string;
                title: string;
              }[];
              post: string | null;
              slug: string;
              source_url: string;
              /** @enum {string} */
              status: 'inherit';
              title: {
                raw: string;
                rendered: string;
              };
              translations: {
                he: {
                  alt_text: string | null;
                  caption: string | null;
                };
              };
              /** @enum {string} */
              type: 'attachment';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Change a media item’s title, alt text or caption (and their Hebrew copies); with If-Match, only if unchanged since */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            alt_text?: string;
            caption?:
              | string
              | {
                  raw: string;
                };
            title?:
              | string
              | {
                  raw: string;
                };
            translations?: {
              he?: {
                alt_text?: string | null;
                caption?: string | null;
              };
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              _links: {
                collection: {
                  href: string;
                }[];
                self: {
                  href: string;
                }[];
              };
              alt_text: string;
              caption: {
                raw: string;
                rendered: string;
              };
              date: string;
              date_gmt: string;
              id: string;
              link: string;
              media_details: {
                file: string;
                filesize: number;
                height: number;
                sizes: {
                  [key: string]: {
                    file: string;
                    height: number;
                    mime_type: string;
                    source_url: string;
                    width: number;
                  };
                };
                width: number;
              };
              /** @enum {string} */
              media_type: 'image';
              mime_type: string;
              modified: string;
              modified_gmt: string;
              pinwheel_used_by: {
                id: string;
                kind: string;
                title: string;
              }[];
              post: string | null;
              slug: string;
              source_url: string;
              /** @enum {string} */
              status: 'inherit';
              title: {
                raw: string;
                rendered: string;
              };
              translations: {
                he: {
                  alt_text: string | null;
                  caption: string | null;
                };
              };
              /** @enum {string} */
              type: 'attachment';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Delete a media item (force=true; no trash). Refused with 409 rest_media_in_use while pages show it */
    delete: {
      parameters: {
        query?: {
          force?: boolean;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              deleted: true;
              previous: {
                _links: {
                  collection: {
                    href: string;
                  }[];
                  self: {
                    href: string;
                  }[];
                };
                alt_text: string;
                caption: {
                  raw: string;
                  rendered: string;
                };
                date: string;
                date_gmt: string;
                id: string;
                link: string;
                media_details: {
                  file: string;
                  filesize: number;
                  height: number;
                  sizes: {
                    [key: string]: {
                      file: string;
                      height: number;
                      mime_type: string;
                      source_url: string;
                      width: number;
                    };
                  };
                  width: number;
                };
                /** @enum {string} */
                media_type: 'image';
                mime_type: string;
                modified: string;
                modified_gmt: string;
                pinwheel_used_by: {
                  id: string;
                  kind: string;
                  title: string;
                }[];
                post: string | null;
                slug: string;
                source_url: string;
                /** @enum {string} */
                status: 'inherit';
                title: {
                  raw: string;
                  rendered: string;
                };
                translations: {
                  he: {
                    alt_text: string | null;
                    caption: string | null;
                  };
                };
                /** @enum {string} */
                type: 'attachment';
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        501: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Change a media item’s title, alt text or caption (and their Hebrew copies); with If-Match, only if unchanged since */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            alt_text?: string;
            caption?:
              | string
              | {
                  raw: string;
                };
            title?:
              | string
              | {
                  raw: string;
                };
            translations?: {
              he?: {
                alt_text?: string | null;
                caption?: string | null;
              };
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              _links: {
                collection: {
                  href: string;
                }[];
                self: {
                  href: string;
                }[];
              };
              alt_text: string;
              caption: {
                raw: string;
                rendered: string;
              };
              date: string;
              date_gmt: string;
              id: string;
              link: string;
              media_details: {
                file: string;
                filesize: number;
                height: number;
                sizes: {
                  [key: string]: {
                    file: string;
                    height: number;
                    mime_type: string;
                    source_url: string;
                    width: number;
                  };
                };
                width: number;
              };
              /** @enum {string} */
              media_type: 'image';
              mime_type: string;
              modified: string;
              modified_gmt: string;
              pinwheel_used_by: {
                id: string;
                kind: string;
                title: string;
              }[];
              post: string | null;
              slug: string;
              source_url: string;
              /** @enum {string} */
              status: 'inherit';
              title: {
                raw: string;
                rendered: string;
              };
              translations: {
                he: {
                  alt_text: string | null;
                  caption: string | null;
                };
              };
              /** @enum {string} */
              type: 'attachment';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/wp/v2/media/{id}/post-process': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Finish an upload whose sizes were not made (action=create-image-subsizes); 500 with X-WP-Upload-Attachment-ID if they still cannot be */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            action: 'create-image-subsizes';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              _links: {
                collection: {
                  href: string;
                }[];
                self: {
                  href: string;
                }[];
              };
              alt_text: string;
              caption: {
                raw: string;
                rendered: string;
              };
              date: string;
              date_gmt: string;
              id: string;
              link: string;
              media_details: {
                file: string;
                filesize: number;
                height: number;
                sizes: {
                  [key: string]: {
                    file: string;
                    height: number;
                    mime_type: string;
                    source_url: string;
                    width: number;
                  };
                };
                width: number;
              };
              /** @enum {string} */
              media_type: 'image';
              mime_type: string;
              modified: string;
              modified_gmt: string;
              pinwheel_used_by: {
                id: string;
                kind: string;
                title: string;
              }[];
              post: string | null;
              slug: string;
              source_url: string;
              /** @enum {string} */
              status: 'inherit';
              title: {
                raw: string;
                rendered: string;
              };
              translations: {
                he: {
                  alt_text: string | null;
                  caption: string | null;
                };
              };
              /** @enum {string} */
              type: 'attachment';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/wp/v2/posts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists posts (published ones to anyone; every status to the owner) */
    get: {
      parameters: {
        query?: {
          _embed?: string | string[];
          after?: string;
          before?: string;
          categories?: string[];
          categories_exclude?: string[];
          context?: 'view' | 'embed' | 'edit';
          exclude?: string[];
          include?: string[];
          modified_after?: string;
          modified_before?: string;
          offset?: number;
          order?: 'asc' | 'desc';
          orderby?: 'date' | 'id' | 'title' | 'slug' | 'modified';
          page?: number;
          per_page?: number;
          search?: string;
          slug?: string[];
          status?: ('publish' | 'future' | 'draft' | 'pending' | 'private' | 'any')[];
          tags?: string[];
          tags_exclude?: string[];
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': ({
              author: string | 0;
              categories?: string[];
              content?: {
                protected: boolean;
                raw?: string;
                rendered: string;
              };
              date: string;
              date_gmt?: string;
              excerpt: {
                protected: boolean;
                raw?: string;
                rendered: string;
              };
              featured_media: string | 0;
              /** @enum {string} */
              format?: 'standard';
              id: string;
              link: string;
              modified?: string;
              modified_gmt?: string;
              slug: string;
              /** @enum {string} */
              status?: 'publish' | 'future' | 'draft' | 'pending' | 'private';
              tags?: string[];
              title: {
                raw?: string;
                rendered: string;
              };
              /** @description Ours: the Hebrew title, content (HTML) and excerpt, null when not written. */
              translations?: {
                he: {
                  content: string | null;
                  excerpt: string | null;
                  title: string | null;
                };
              };
              /** @enum {string} */
              type: 'post';
            } & {
              [key: string]: unknown;
            })[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    put?: never;
    /** Creates a post (a draft unless a status is given) */
    post: {
      parameters: {
        query?: {
          _embed?: string | string[];
          context?: 'view' | 'embed' | 'edit';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            categories?: string[];
            content?:
              | string
              | {
                  raw: string;
                };
            date?: string | null;
            date_gmt?: string | null;
            excerpt?:
              | string
              | {
                  raw: string;
                };
            featured_media?: string | 0 | null;
            /** @enum {string} */
            format?: 'standard';
            slug?: string;
            /** @enum {string} */
            status?: 'publish' | 'future' | 'draft' | 'pending' | 'private';
            tags?: string[];
            title?:
              | string
              | {
                  raw: string;
                };
            translations?: {
              he: {
                content?:
                  | (
                      | string
                      | {
                          raw: string;
                        }
                    )
                  | null;
                excerpt?:
                  | (
                      | string
                      | {
                          raw: string;
                        }
                    )
                  | null;
                title?:
                  | (
                      | string
                      | {
                          raw: string;
                        }
                    )
                  | null;
              };
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              author: string | 0;
              categories?: string[];
              content?: {
                protected: boolean;
                raw?: string;
                rendered: string;
              };
              date: string;
              date_gmt?: string;
              excerpt: {
                protected: boolean;
                raw?: string;
                rendered: string;
              };
              featured_media: string | 0;
              /** @enum {string} */
              format?: 'standard';
              id: string;
              link: string;
              modified?: string;
              modified_gmt?: string;
              slug: string;
              /** @enum {string} */
              status?: 'publish' | 'future' | 'draft' | 'pending' | 'private';
              tags?: string[];
              title: {
                raw?: string;
                rendered: string;
              };
              /** @description Ours: the Hebrew title, content (HTML) and excerpt, null when not written. */
              translations?: {
                he: {
                  content: string | null;
                  excerpt: string | null;
                  title: string | null;
                };
              };
              /** @enum {string} */
              type: 'post';
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/wp/v2/posts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reads a post (a published one to anyone; any other only to the owner) */
    get: {
      parameters: {
        query?: {
          _embed?: string | string[];
          context?: 'view' | 'embed' | 'edit';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              author: string | 0;
              categories?: string[];
              content?: {
                protected: boolean;
                raw?: string;
                rendered: string;
              };
              date: string;
              date_gmt?: string;
              excerpt: {
                protected: boolean;
                raw?: string;
                rendered: string;
              };
              featured_media: string | 0;
              /** @enum {string} */
              format?: 'standard';
              id: string;
              link: string;
              modified?: string;
              modified_gmt?: string;
              slug: string;
              /** @enum {string} */
              status?: 'publish' | 'future' | 'draft' | 'pending' | 'private';
              tags?: string[];
              title: {
                raw?: string;
                rendered: string;
              };
              /** @description Ours: the Hebrew title, content (HTML) and excerpt, null when not written. */
              translations?: {
                he: {
                  content: string | null;
                  excerpt: string | null;
                  title: string | null;
                };
              };
              /** @enum {string} */
              type: 'post';
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Updates a post (only the fields given; with If-Match, only if unchanged since) */
    put: {
      parameters: {
        query?: {
          _embed?: string | string[];
          context?: 'view' | 'embed' | 'edit';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            categories?: string[];
            content?:
              | string
              | {
                  raw: string;
                };
            date?: string | null;
            date_gmt?: string | null;
            excerpt?:
              | string
              | {
                  raw: string;
                };
            featured_media?: string | 0 | null;
            /** @enum {string} */
            format?: 'standard';
            slug?: string;
            /** @enum {string} */
            status?: 'publish' | 'future' | 'draft' | 'pending' | 'private';
            tags?: string[];
            title?:
              | string
              | {
                  raw: string;
                };
            translations?: {
              he: {
                content?:
                  | (
                      | string
                      | {
                          raw: string;
                        }
                    )
                  | null;
                excerpt?:
                  | (
                      | string
                      | {
                          raw: string;
                        }
                    )
                  | null;
                title?:
                  | (
                      | string
                      | {
                          raw: string;
                        }
                    )
                  | null;
              };
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              author: string | 0;
              categories?: string[];
              content?: {
                protected: boolean;
                raw?: string;
                rendered: string;
              };
              date: string;
              date_gmt?: string;
              excerpt: {
                protected: boolean;
                raw?: string;
                rendered: string;
              };
              featured_media: string | 0;
              /** @enum {string} */
              format?: 'standard';
              id: string;
              link: string;
              modified?: string;
              modified_gmt?: string;
              slug: string;
              /** @enum {string} */
              status?: 'publish' | 'future' | 'draft' | 'pending' | 'private';
              tags?: string[];
              title: {
                raw?: string;
                rendered: string;
              };
              /** @description Ours: the Hebrew title, content (HTML) and excerpt, null when not written. */
              translations?: {
                he: {
                  content: string | null;
                  excerpt: string | null;
                  title: string | null;
                };
              };
              /** @enum {string} */
              type: 'post';
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Updates a post (only the fields given; with If-Match, only if unchanged since) */
    post: {
      parameters: {
        query?: {
          _embed?: string | string[];
          context?: 'view' | 'embed' | 'edit';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            categories?: string[];
            content?:
              | string
              | {
                  raw: string;
                };
            date?: string | null;
            date_gmt?: string | null;
            excerpt?:
              | string
              | {
                  raw: string;
                };
            featured_media?: string | 0 | null;
            /** @enum {string} */
            format?: 'standard';
            slug?: string;
            /** @enum {string} */
            status?: 'publish' | 'future' | 'draft' | 'pending' | 'private';
            tags?: string[];
            title?:
              | string
              | {
                  raw: string;
                };
            translations?: {
              he: {
                content?:
                  | (
                      | string
                      | {
                          raw: string;
                        }
                    )
                  | null;
                excerpt?:
                  | (
                      | string
                      | {
                          raw: string;
                        }
                    )
                  | null;
                title?:
                  | (
                      | string
                      | {
                          raw: string;
                        }
                    )
                  | null;
              };
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              author: string | 0;
              categories?: string[];
              content?: {
                protected: boolean;
                raw?: string;
                rendered: string;
              };
              date: string;
              date_gmt?: string;
              excerpt: {
                protected: boolean;
                raw?: string;
                rendered: string;
              };
              featured_media: string | 0;
              /** @enum {string} */
              format?: 'standard';
              id: string;
              link: string;
              modified?: string;
              modified_gmt?: string;
              slug: string;
              /** @enum {string} */
              status?: 'publish' | 'future' | 'draft' | 'pending' | 'private';
              tags?: string[];
              title: {
                raw?: string;
                rendered: string;
              };
              /** @description Ours: the Hebrew title, content (HTML) and excerpt, null when not written. */
              translations?: {
                he: {
                  content: string | null;
                  excerpt: string | null;
                  title: string | null;
                };
              };
              /** @enum {string} */
              type: 'post';
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Deletes a post for good (force=true: posts have no trash) */
    delete: {
      parameters: {
        query?: {
          /** @description Must be true: the resource has no trash. */
          force?: boolean | ('0' | '1' | 'true' | 'false');
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              deleted: true;
              previous: {
                author: string | 0;
                categories?: string[];
                content?: {
                  protected: boolean;
                  raw?: string;
                  rendered: string;
                };
                date: string;
                date_gmt?: string;
                excerpt: {
                  protected: boolean;
                  raw?: string;
                  rendered: string;
                };
                featured_media: string | 0;
                /** @enum {string} */
                format?: 'standard';
                id: string;
                link: string;
                modified?: string;
                modified_gmt?: string;
                slug: string;
                /** @enum {string} */
                status?: 'publish' | 'future' | 'draft' | 'pending' | 'private';
                tags?: string[];
                title: {
                  raw?: string;
                  rendered: string;
                };
                /** @description Ours: the Hebrew title, content (HTML) and excerpt, null when not written. */
                translations?: {
                  he: {
                    content: string | null;
                    excerpt: string | null;
                    title: string | null;
                  };
                };
                /** @enum {string} */
                type: 'post';
              } & {
                [key: string]: unknown;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        501: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Updates a post (only the fields given; with If-Match, only if unchanged since) */
    patch: {
      parameters: {
        query?: {
          _embed?: string | string[];
          context?: 'view' | 'embed' | 'edit';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            categories?: string[];
            content?:
              | string
              | {
                  raw: string;
                };
            date?: string | null;
            date_gmt?: string | null;
            excerpt?:
              | string
              | {
                  raw: string;
                };
            featured_media?: string | 0 | null;
            /** @enum {string} */
            format?: 'standard';
            slug?: string;
            /** @enum {string} */
            status?: 'publish' | 'future' | 'draft' | 'pending' | 'private';
            tags?: string[];
            title?:
              | string
              | {
                  raw: string;
                };
            translations?: {
              he: {
                content?:
                  | (
                      | string
                      | {
                          raw: string;
                        }
                    )
                  | null;
                excerpt?:
                  | (
                      | string
                      | {
                          raw: string;
                        }
                    )
                  | null;
                title?:
                  | (
                      | string
                      | {
                          raw: string;
                        }
                    )
                  | null;
              };
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              author: string | 0;
              categories?: string[];
              content?: {
                protected: boolean;
                raw?: string;
                rendered: string;
              };
              date: string;
              date_gmt?: string;
              excerpt: {
                protected: boolean;
                raw?: string;
                rendered: string;
              };
              featured_media: string | 0;
              /** @enum {string} */
              format?: 'standard';
              id: string;
              link: string;
              modified?: string;
              modified_gmt?: string;
              slug: string;
              /** @enum {string} */
              status?: 'publish' | 'future' | 'draft' | 'pending' | 'private';
              tags?: string[];
              title: {
                raw?: string;
                rendered: string;
              };
              /** @description Ours: the Hebrew title, content (HTML) and excerpt, null when not written. */
              translations?: {
                he: {
                  content: string | null;
                  excerpt: string | null;
                  title: string | null;
                };
              };
              /** @enum {string} */
              type: 'post';
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/wp/v2/tags': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists post tags, each with its count of published posts */
    get: {
      parameters: {
        query?: {
          context?: 'view' | 'embed' | 'edit';
          exclude?: string[];
          hide_empty?: boolean | ('0' | '1' | 'true' | 'false');
          include?: string[];
          offset?: number;
          order?: 'asc' | 'desc';
          orderby?: 'id' | 'name' | 'slug' | 'count' | 'description';
          page?: number;
          parent?: string;
          per_page?: number;
          post?: string;
          search?: string;
          slug?: string[];
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': ({
              count?: number;
              description?: string;
              id: string;
              link: string;
              name: string;
              parent?: string | 0;
              slug: string;
              /** @enum {string} */
              taxonomy: 'category' | 'post_tag';
            } & {
              [key: string]: unknown;
            })[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    put?: never;
    /** Creates one of the post tags (name required) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string;
            name: string;
            parent?: string | 0 | null;
            slug?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              count?: number;
              description?: string;
              id: string;
              link: string;
              name: string;
              parent?: string | 0;
              slug: string;
              /** @enum {string} */
              taxonomy: 'category' | 'post_tag';
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/wp/v2/tags/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reads one of the post tags */
    get: {
      parameters: {
        query?: {
          context?: 'view' | 'embed' | 'edit';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              count?: number;
              description?: string;
              id: string;
              link: string;
              name: string;
              parent?: string | 0;
              slug: string;
              /** @enum {string} */
              taxonomy: 'category' | 'post_tag';
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Updates one of the post tags (only the fields given) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string;
            name?: string;
            parent?: string | 0 | null;
            slug?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              count?: number;
              description?: string;
              id: string;
              link: string;
              name: string;
              parent?: string | 0;
              slug: string;
              /** @enum {string} */
              taxonomy: 'category' | 'post_tag';
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Updates one of the post tags (only the fields given) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string;
            name?: string;
            parent?: string | 0 | null;
            slug?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              count?: number;
              description?: string;
              id: string;
              link: string;
              name: string;
              parent?: string | 0;
              slug: string;
              /** @enum {string} */
              taxonomy: 'category' | 'post_tag';
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Deletes one of the post tags for good (force=true); its posts lose it */
    delete: {
      parameters: {
        query?: {
          /** @description Must be true: the resource has no trash. */
          force?: boolean | ('0' | '1' | 'true' | 'false');
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              deleted: true;
              previous: {
                count?: number;
                description?: string;
                id: string;
                link: string;
                name: string;
                parent?: string | 0;
                slug: string;
                /** @enum {string} */
                taxonomy: 'category' | 'post_tag';
              } & {
                [key: string]: unknown;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        501: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Updates one of the post tags (only the fields given) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string;
            name?: string;
            parent?: string | 0 | null;
            slug?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              count?: number;
              description?: string;
              id: string;
              link: string;
              name: string;
              parent?: string | 0;
              slug: string;
              /** @enum {string} */
              taxonomy: 'category' | 'post_tag';
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/wp/v2/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The shop's owner by id (posts' author links point here) */
    get: {
      parameters: {
        query?: {
          context?: 'view' | 'embed' | 'edit';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              avatar_urls: {
                [key: string]: string;
              };
              capabilities?: {
                [key: string]: boolean;
              };
              email?: string;
              id: string;
              link: string;
              name: string;
              roles?: string[];
              slug: string;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/wp/v2/users/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in owner (context=edit adds email, roles and capabilities) */
    get: {
      parameters: {
        query?: {
          context?: 'view' | 'embed' | 'edit';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              avatar_urls: {
                [key: string]: string;
              };
              capabilities?: {
                [key: string]: boolean;
              };
              email?: string;
              id: string;
              link: string;
              name: string;
              roles?: string[];
              slug: string;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/wp/v2/users/me/application-passwords': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The owner's application passwords (never the passwords themselves) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              app_id: string;
              created: string;
              last_ip: string | null;
              last_used: string | null;
              name: string;
              /** @enum {string} */
              scope: 'read' | 'write' | 'read_write';
              uuid: string;
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    put?: never;
    /** Create an application password; the answer holds it, this once */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            app_id?: string;
            name: string;
            /**
             * @default read_write
             * @enum {string}
             */
            scope?: 'read' | 'write' | 'read_write';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              app_id: string;
              created: string;
              last_ip: string | null;
              last_used: string | null;
              name: string;
              /** @description Shown in this answer only; spaces optional when used. */
              password: string;
              /** @enum {string} */
              scope: 'read' | 'write' | 'read_write';
              uuid: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Revoke every application password of the owner */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              count: number;
              /** @enum {boolean} */
              deleted: true;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wp-json/wp/v2/users/me/application-passwords/{uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One application password */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              app_id: string;
              created: string;
              last_ip: string | null;
              last_used: string | null;
              name: string;
              /** @enum {string} */
              scope: 'read' | 'write' | 'read_write';
              uuid: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Rename an application password */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              app_id: string;
              created: string;
              last_ip: string | null;
              last_used: string | null;
              name: string;
              /** @enum {string} */
              scope: 'read' | 'write' | 'read_write';
              uuid: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Rename an application password */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              app_id: string;
              created: string;
              last_ip: string | null;
              last_used: string | null;
              name: string;
              /** @enum {string} */
              scope: 'read' | 'write' | 'read_write';
              uuid: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    /** Revoke an application password; programs using it are refused at once */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              deleted: true;
              previous: {
                app_id: string;
                created: string;
                last_ip: string | null;
                last_used: string | null;
                name: string;
                /** @enum {string} */
                scope: 'read' | 'write' | 'read_write';
                uuid: string;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Rename an application password */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              app_id: string;
              created: string;
              last_ip: string | null;
              last_used: string | null;
              name: string;
              /** @enum {string} */
              scope: 'read' | 'write' | 'read_write';
              uuid: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/wp-json/wp/v2/users/me/application-passwords/introspect': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The application password the request is authenticated with */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              app_id: string;
              created: string;
              last_ip: string | null;
              last_used: string | null;
              name: string;
              /** @enum {string} */
              scope: 'read' | 'write' | 'read_write';
              uuid: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              data: {
                status: number;
              } & {
                [key: string]: unknown;
              };
              message: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ContactFormRule:
      | (
          | {
              error?: string;
              field: string;
              /** @enum {string} */
              rule:
                'required' | 'requiredfile' | 'email' | 'url' | 'tel' | 'number' | 'date' | 'time';
            }
          | {
              accept: string[];
              error?: string;
              field: string;
              /** @constant */
              rule: 'file';
            }
          | {
              accept: string[];
              error?: string;
              field: string;
              /** @constant */
              rule: 'enum';
            }
          | {
              accept: number[];
              error?: string;
              field: string;
              /** @constant */
              rule: 'dayofweek';
            }
          | {
              error?: string;
              field: string;
              /** @enum {string} */
              rule:
                | 'minitems'
                | 'maxitems'
                | 'minlength'
                | 'maxlength'
                | 'minnumber'
                | 'maxnumber'
                | 'minfilesize'
                | 'maxfilesize';
              threshold: number;
            }
          | {
              error?: string;
              field: string;
              /** @enum {string} */
              rule: 'mindate' | 'maxdate';
              threshold: string;
            }
          | {
              base?: number;
              error?: string;
              field: string;
              /** @constant */
              rule: 'stepnumber';
              threshold: number;
            }
        )
      | {
          error?: string;
          field: string;
          /** @enum {string} */
          rule: 'all' | 'any';
          rules: components['schemas']['ContactFormRule'][];
        };
    ContactFormRuleInput:
      | (
          | {
              error?: string;
              field: string;
              /** @enum {string} */
              rule:
                'required' | 'requiredfile' | 'email' | 'url' | 'tel' | 'number' | 'date' | 'time';
            }
          | {
              accept: string[];
              error?: string;
              field: string;
              /** @constant */
              rule: 'file';
            }
          | {
              accept: string[];
              error?: string;
              field: string;
              /** @constant */
              rule: 'enum';
            }
          | {
              accept: number[];
              error?: string;
              field: string;
              /** @constant */
              rule: 'dayofweek';
            }
          | {
              error?: string;
              field: string;
              /** @enum {string} */
              rule:
                | 'minitems'
                | 'maxitems'
                | 'minlength'
                | 'maxlength'
                | 'minnumber'
                | 'maxnumber'
                | 'minfilesize'
                | 'maxfilesize';
              threshold: number;
            }
          | {
              error?: string;
              field: string;
              /** @enum {string} */
              rule: 'mindate' | 'maxdate';
              threshold: string;
            }
          | {
              base?: number;
              error?: string;
              field: string;
              /** @constant */
              rule: 'stepnumber';
              threshold: number;
            }
        )
      | {
          error?: string;
          field: string;
          /** @enum {string} */
          rule: 'all' | 'any';
          rules: components['schemas']['ContactFormRuleInput'][];
        };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
