import type { PluginObj, types as BabelTypes } from '@babel/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/** A message the runtime would have to compile: a placeholder, a plural or select (a lone apostrophe is literal). */
const NEEDS_COMPILING = /[{}]/;

/**
 * English is in the code (the macro keeps each message's source text), and Lingui's runtime compiles a message only
 * in development: a production English screen would show `Select {name}` as written. This Babel plugin, after the
 * Lingui macro, replaces each source message that needs compiling (`message: "…{name}…"` in `i18n._(…)` descriptors
 * and `<Trans message="…">`) with its compiled form, so no ICU parser ships. Plain messages stay strings (the
 * runtime shows them as they are: web/src/i18n/language.ts sets a pass-through compiler in production).
 */
export default function precompileMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
  const compiled = (value: string) => t.valueToNode(compileMessage(value));
  return {
    name: 'skillway-precompile-messages',
    visitor: {
      Program: {
        exit(program) {
          program.traverse({
            ObjectProperty(path) {
              const { key, value } = path.node;
              const named = t.isIdentifier(key, { name: 'message' }) || t.isStringLiteral(key, { value: 'message' });
              if (!named || !t.isStringLiteral(value) || !NEEDS_COMPILING.test(value.value)) return;
              const object = path.parentPath.node;
              const hasId =
                t.isObjectExpression(object) &&
                object.properties.some(
                  (property) => t.isObjectProperty(property) && t.isIdentifier(property.key, { name: 'id' }),
                );
              if (hasId) path.node.value = compiled(value.value) as BabelTypes.Expression;
            },
            JSXAttribute(path) {
              const { name, value } = path.node;
              if (!t.isJSXIdentifier(name, { name: 'message' }) || !t.isStringLiteral(value)) return;
              if (!NEEDS_COMPILING.test(value.value)) return;
              path.node.value = t.jsxExpressionContainer(compiled(value.value) as BabelTypes.Expression);
            },
          });
        },
      },
    },
  };
}
