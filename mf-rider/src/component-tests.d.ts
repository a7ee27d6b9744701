// The DOM matchers of the component tests (toBeInTheDocument, toHaveTextContent, ...), which
// @shop/shared's testing/dom-setup.ts installs in every *.component.test.tsx.
/// <reference types="@testing-library/jest-dom/vitest" />
