/**
 * Marking up a damage photo in the damage dialog (issue 41, "Point at it"; ADR 0091): the photo
 * shown whole, and over it the markup being drawn. Pick Circle, Arrow or Freehand and a colour,
 * then draw on the photo with a finger, a pen or a mouse (Pointer Events): a circle from its
 * centre out to its edge (a tap circles the spot), an arrow from its tail to where it points,
 * a stroke as the finger goes. Undo takes back the last change (Clear included), Clear removes
 * every mark. No tool is chosen at first, so a finger on the photo still scrolls the dialog.
 *
 * The shape being drawn is this component's own state; a finished one goes to the dialog's
 * draft (damage-draft.ts) through `onChange`, checked against the contract's limits first. The
 * photo itself is only shown: its bytes are never redrawn (the evidence, ADR 0091).
 */
import { memo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import {
  describeMarkup,
  markupColourNames,
  markupColours,
  markupCoordinate,
  markupLimits,
  withShape,
  type MarkupColour,
  type MarkupShape,
  type MarkupShapeType,
  type MarkupDrawing,
} from '@/contract/photo-markup';
import { MarkupLayer, markedName, usePhotoAspect } from '@/components/photo-markup/markup-layer';
import { Button, type ButtonProps } from '@/components/ui/button';
import './photo-markup-editor.css';

const tools: readonly [MarkupShapeType, string][] = [
  ['circle', 'Circle'],
  ['arrow', 'Arrow'],
  ['stroke', 'Freehand'],
];

/** A tap (or a circle drawn smaller than this) circles the spot with this radius, a fraction of the photo's width. */
const tapRadius = 0.06;
const smallestRadius = 0.015;
/** A stroke's next point is kept once the finger has moved this far (a fraction of the photo's width or height). */
const strokeStep = 0.004;

/** A tool's or a colour's button: pressed, in the brand's colours, while it is the one chosen. */
function ChoiceButton({
  pressed,
  pressedVariant,
  ...rest
}: Omit<ButtonProps, 'variant' | 'colorPalette'> & { pressed: boolean; pressedVariant: 'solid' | 'subtle' }) {
  return <Button size="lg" {...rest} variant={pressed ? pressedVariant : 'outline'} colorPalette={pressed ? 'brand' : 'gray'} aria-pressed={pressed} />;
}

interface PhotoMarkupEditorProps {
  src: string;
  alt: string;
  markup: MarkupDrawing | null;
  canUndo: boolean;
  onChange: (markup: MarkupDrawing | null) => void;
  onUndo: () => void;
}

export const PhotoMarkupEditor = memo(function PhotoMarkupEditor({ src, alt, markup, canUndo, onChange, onUndo }: PhotoMarkupEditorProps) {
  const [aspect, onLoad] = usePhotoAspect();
  const [tool, setTool] = useState<MarkupShapeType | null>(null);
  const [colour, setColour] = useState<MarkupColour>('red');
  const [drawing, setDrawing] = useState<MarkupShape | null>(null);
  const [full, setFull] = useState(false);
  const start = useRef<{ pointer: number; x: number; y: number } | null>(null);

  const at = (event: ReactPointerEvent<SVGSVGElement>): [number, number] => {
    const box = event.currentTarget.getBoundingClientRect();
    return [markupCoordinate((event.clientX - box.left) / box.width), markupCoordinate((event.clientY - box.top) / box.height)];
  };
  /** The circle from the centre to here: its radius in the photo's widths (a vertical drag counts in heights). */
  const circleTo = (cx: number, cy: number, x: number, y: number): MarkupShape => {
    const r = Math.hypot(x - cx, (y - cy) * (aspect ?? 1));
    return { type: 'circle', colour, cx, cy, r: markupCoordinate(Math.max(smallestRadius, Math.min(1, r))) };
  };

  const down = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (tool === null || start.current !== null || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const [x, y] = at(event);
    start.current = { pointer: event.pointerId, x, y };
    if (tool === 'circle') setDrawing({ type: 'circle', colour, cx: x, cy: y, r: tapRadius });
    else if (tool === 'arrow') setDrawing({ type: 'arrow', colour, x1: x, y1: y, x2: x, y2: y });
    else setDrawing({ type: 'stroke', colour, points: [[x, y]] });
  };

  const move = (event: ReactPointerEvent<SVGSVGElement>) => {
    const from = start.current;
    if (!from || from.pointer !== event.pointerId || !drawing) return;
    const [x, y] = at(event);
    if (drawing.type === 'circle') {
      const moved = Math.hypot(x - from.x, y - from.y) > smallestRadius;
      setDrawing(moved ? circleTo(from.x, from.y, x, y) : drawing);
    } else if (drawing.type === 'arrow') {
      setDrawing({ ...drawing, x2: x, y2: y });
    } else {
      const last = drawing.points[drawing.points.length - 1]!;
      if (drawing.points.length >= markupLimits.strokePoints || Math.hypot(x - last[0], y - last[1]) < strokeStep) return;
      setDrawing({ ...drawing, points: [...drawing.points, [x, y]] });
    }
  };

  const finish = (event: ReactPointerEvent<SVGSVGElement>, cancelled: boolean) => {
    const from = start.current;
    if (!from || from.pointer !== event.pointerId) return;
    start.current = null;
    const shape = drawing;
    setDrawing(null);
    if (cancelled || !shape) return;
    // An arrow needs a length, a stroke two points: a tap draws neither.
    if (shape.type === 'arrow' && Math.hypot(shape.x2 - shape.x1, shape.y2 - shape.y1) < strokeStep * 2) return;
    if (shape.type === 'stroke' && shape.points.length < 2) return;
    const next = withShape(markup, shape);
    setFull(next === null);
    if (next) onChange(next);
  };

  const count = markup?.shapes.length ?? 0;
  return (
    <div className="markup-editor insp-stack" data-gap="s">
      <div className="markup-editor-tools" role="group" aria-label="Mark up the photo">
        <div className="markup-editor-row">
          {tools.map(([type, label]) => (
            <ChoiceButton key={type} pressed={tool === type} pressedVariant="solid" onClick={() => setTool(tool === type ? null : type)}>
              {label}
            </ChoiceButton>
          ))}
          <span className="markup-editor-divider" aria-hidden="true" />
          <Button size="lg" variant="outline" disabled={!canUndo} onClick={() => (setFull(false), onUndo())}>
            Undo
          </Button>
          <Button size="lg" variant="outline" colorPalette="red" disabled={count === 0} onClick={() => (setFull(false), onChange(null))}>
            Clear
          </Button>
        </div>
        <div className="markup-editor-row" role="group" aria-label="Colour">
          {markupColours.map((name) => (
            <ChoiceButton key={name} pressed={colour === name} pressedVariant="subtle" onClick={() => setColour(name)}>
              <span className="markup-editor-swatch" data-colour={name} aria-hidden="true" />
              {markupColourNames[name]}
            </ChoiceButton>
          ))}
        </div>
      </div>
      <div className="marked-photo markup-editor-photo" data-drawing={tool !== null ? '' : undefined}>
        <img className="damage-dialog-photo" src={src} alt={markedName(alt, markup)} onLoad={onLoad} draggable={false} />
        {aspect ? (
          <MarkupLayer
            markup={markup}
            drawing={drawing}
            aspect={aspect}
            fit="contain"
            className="markup-editor-surface"
            svgProps={{
              onPointerDown: down,
              onPointerMove: move,
              onPointerUp: (event) => finish(event, false),
              onPointerCancel: (event) => finish(event, true),
            }}
          />
        ) : null}
      </div>
      <p className="insp-small insp-muted" aria-live="polite">
        {full
          ? 'The markup is full: undo or clear a mark to draw another.'
          : count > 0
            ? `Marked up: ${describeMarkup(markup)}. The photo itself is not changed.`
            : tool
              ? 'Draw on the photo with a finger, a pen or the mouse.'
              : 'Choose Circle, Arrow or Freehand to mark up the photo.'}
      </p>
    </div>
  );
});
