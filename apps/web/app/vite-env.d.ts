// Types for Vite's asset imports (`./styles/base.css?url`), which the root tsconfig's `types`
// list does not bring in on its own.
/// <reference types="vite/client" />
