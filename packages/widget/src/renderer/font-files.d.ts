// Vite resolves `?url` imports to the emitted file's address (hashed, beside the renderer).
declare module '*.woff2?url' {
  const url: string;
  export default url;
}
