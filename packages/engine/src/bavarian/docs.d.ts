/** Markdown imported as text by the documentation test (Vite's `?raw`). */
declare module '*.md?raw' {
  const text: string;
  export default text;
}
