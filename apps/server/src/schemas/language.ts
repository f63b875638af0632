// The `lang` a route's query may name: the languages of core's message catalogue, and nothing
// else, so adding a language to the catalogue adds it to every route and to the OpenAPI document.
import { languages } from '@pinwheel/core';
import { z } from 'zod';

/** A language the shop speaks (`en`, `he`). */
export const languageSchema = z.enum(languages);
