// The embed build imports its stylesheet as text (esbuild's text loader).
declare module '*.css' {
  const text: string;
  export default text;
}
