/** A kit part's own class with the caller's className (layout, ADR 0080) after it. */
export const withClass = (own: string, className: string | undefined) => (className ? `${own} ${className}` : own);
