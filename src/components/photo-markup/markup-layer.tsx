/**
 * A photo's markup drawn over it (src/contract/photo-markup.ts; ADR 0091): an SVG laid over the
 * image, never a change to its bytes. `MarkupLayer` is the SVG alone (the editor draws into it);
 * `MarkedPhoto` is an image with its markup over it, for the damage card and the public report.
 * The SVG's view box is the photo's own proportions, its shapes in its width's thousandths, and
 * it fits its box as the image does (`fit`): `cover` crops as `object-fit: cover` does (the
 * card's thumbnail), `contain` shows the whole photo (the editor, the public page). Decorative
 * to assistive technology: the image's name says it is marked up, and with what.
 */
import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { arrowHead, describeMarkup, markupLineWidth, type MarkupShape, type MarkupDrawing } from '@/contract/photo-markup';
import './photo-markup.css';

/** The SVG's units across the photo's width. */
const across = 1000;

function Shape({ shape, aspect }: { shape: MarkupShape; aspect: number }) {
  const height = across * aspect;
  switch (shape.type) {
    case 'circle':
      return <circle cx={shape.cx * across} cy={shape.cy * height} r={shape.r * across} data-colour={shape.colour} />;
    case 'arrow': {
      const head = arrowHead(shape, across, height);
      return (
        <g data-colour={shape.colour}>
          <line x1={shape.x1 * across} y1={shape.y1 * height} x2={shape.x2 * across} y2={shape.y2 * height} />
          <polyline points={head.map(([x, y]) => `${x},${y}`).join(' ')} />
        </g>
      );
    }
    case 'stroke':
      return <polyline points={shape.points.map(([x, y]) => `${x * across},${y * height}`).join(' ')} data-colour={shape.colour} />;
  }
}

export interface MarkupLayerProps {
  markup: MarkupDrawing | null;
  /** A shape being drawn, shown after the others. */
  drawing?: MarkupShape | null;
  /** The photo's height over its width. */
  aspect: number;
  fit: 'cover' | 'contain';
  className?: string;
  children?: ReactNode;
  svgProps?: React.SVGProps<SVGSVGElement>;
}

export function MarkupLayer({ markup, drawing = null, aspect, fit, className, children, svgProps }: MarkupLayerProps) {
  const shapes = markup?.shapes ?? [];
  return (
    <svg
      className={className ? `markup-layer ${className}` : 'markup-layer'}
      viewBox={`0 0 ${across} ${across * aspect}`}
      preserveAspectRatio={fit === 'cover' ? 'xMidYMid slice' : 'xMidYMid meet'}
      aria-hidden="true"
      focusable="false"
      strokeWidth={markupLineWidth * across}
      {...svgProps}
    >
      {shapes.map((shape, index) => (
        <Shape key={index} shape={shape} aspect={aspect} />
      ))}
      {drawing ? <Shape shape={drawing} aspect={aspect} /> : null}
      {children}
    </svg>
  );
}

/** The photo's height over its width, once it has loaded (null before). */
export function usePhotoAspect(): [number | null, (event: SyntheticEvent<HTMLImageElement>) => void] {
  const [aspect, setAspect] = useState<number | null>(null);
  const onLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const image = event.currentTarget;
    if (image.naturalWidth > 0 && image.naturalHeight > 0) setAspect(image.naturalHeight / image.naturalWidth);
  };
  return [aspect, onLoad];
}

/** The name of a photo that has marks: "Photo of Hood – Dent, marked up: 1 circle, 1 arrow". */
export const markedName = (name: string, markup: MarkupDrawing | null) => (markup ? `${name}, marked up: ${describeMarkup(markup)}` : name);

export interface MarkedPhotoProps extends Omit<React.ImgHTMLAttributes<HTMLImageElement>, 'onLoad'> {
  src: string;
  alt: string;
  markup: MarkupDrawing | null;
  fit: 'cover' | 'contain';
  /** The class of the box around the image and its markup. */
  frameClassName?: string;
}

/** An image with its markup over it; the markup says what it holds in the image's name. */
export function MarkedPhoto({ markup, fit, frameClassName, alt, ...image }: MarkedPhotoProps) {
  const [aspect, onLoad] = usePhotoAspect();
  if (!markup) return <img alt={alt} {...image} />;
  return (
    <span className={frameClassName ? `marked-photo ${frameClassName}` : 'marked-photo'} data-fit={fit}>
      <img alt={markedName(alt, markup)} onLoad={onLoad} {...image} />
      {aspect ? <MarkupLayer markup={markup} aspect={aspect} fit={fit} /> : null}
    </span>
  );
}
