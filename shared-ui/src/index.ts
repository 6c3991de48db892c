import './tokens.css';

export * from './format.ts';
export * from './PlannedPage.tsx';
export * from './ErrorPanel.tsx';
export * from './IconButton.tsx';
export * from './parcel.tsx';
export * from './area.tsx';
export * from './standalone.tsx';
export * from './forms/index.ts';
export * from './data-display/index.ts';
export * from './http.ts';
