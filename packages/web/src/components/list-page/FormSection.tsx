import { Divider, Row } from 'antd';
import type { ReactNode } from 'react';

/** A titled part of a long form: a divider naming it, then its fields in a grid row. */
export function FormSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <>
      <Divider titlePlacement="start" plain>
        {title}
      </Divider>
      <Row gutter={16}>{children}</Row>
    </>
  );
}
