// The related-posts call's answer (storefront spec §3 "Related post item", "Related posts
// response"), with the spec's names: the server's content module writes it, the post page's block
// reads it.

export interface RelatedPostItem {
  id: string;
  title: string;
  url: string;
  url_meta: { origin: string; position: number };
  rel: string;
  classes: string;
  format: string;
  date: string;
  context: string;
  excerpt: string;
  img: {
    src: string;
    width: number;
    height: number;
    srcset: string;
    sizes: string;
    alt_text: string;
  } | null;
}

/** How the block is shown: the owner's catalog setting `related_posts`. */
export interface RelatedPostsDisplay {
  show_thumbnails: boolean;
  show_date: boolean;
  show_context: boolean;
  layout: 'grid' | 'list';
}

export interface RelatedPostsAnswer extends RelatedPostsDisplay {
  items: RelatedPostItem[];
}
