/**
 * Vite's `import.meta.glob`, which the engine's tests use to read files (golden playthroughs, the
 * engine's own source) without Node types in the engine's program. The purity test keeps
 * `import.meta` out of the engine's source.
 */
interface ImportMeta {
  glob<T = unknown>(
    pattern: string | readonly string[],
    options: { readonly query?: string; readonly import?: string; readonly eager: true },
  ): Record<string, T>;
}
