import type { Config } from "tailwindcss";

/**
 * Theme of the site (loaded by src/index.css through `@config`). Brand colours: a deep
 * "Garden State" green with a warm gold accent. Fonts: the system font stack only;
 * nothing is downloaded.
 */
export default {
  content: ["./index.html", "./src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#eff8f3",
          100: "#d8eee1",
          200: "#b3dcc6",
          300: "#82c2a3",
          400: "#52a27e",
          500: "#338663",
          600: "#246b4f",
          700: "#1d5641",
          800: "#1a4536",
          900: "#16392e",
          950: "#0b201a",
        },
        accent: {
          50: "#fff9eb",
          100: "#fdefc7",
          200: "#fbdd8a",
          300: "#f9c84e",
          400: "#f5b83d",
          500: "#e4950f",
          600: "#c9700a",
          700: "#a74f0c",
          800: "#883e11",
          900: "#703311",
          950: "#401904",
        },
      },
      fontFamily: {
        sans: [
          "ui-sans-serif",
          "system-ui",
          "-apple-system",
          "BlinkMacSystemFont",
          '"Segoe UI"',
          "Roboto",
          '"Helvetica Neue"',
          "Arial",
          '"Noto Sans"',
          "sans-serif",
          '"Apple Color Emoji"',
          '"Segoe UI Emoji"',
        ],
        mono: ["ui-monospace", "SFMono-Regular", "Menlo", "Monaco", "Consolas", '"Liberation Mono"', "monospace"],
      },
      keyframes: {
        "fade-in": {
          from: { opacity: "0" },
          to: { opacity: "1" },
        },
      },
      animation: {
        "fade-in": "fade-in 150ms ease-out",
      },
    },
  },
} satisfies Config;
