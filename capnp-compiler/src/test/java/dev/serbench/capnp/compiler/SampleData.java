package dev.serbench.capnp.compiler;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.serbench.capnp.test.AllTypes.Color;
import dev.serbench.capnp.test.AllTypes.Defaults;
import dev.serbench.capnp.test.AllTypes.Lists;
import dev.serbench.capnp.test.AllTypes.Outer;
import dev.serbench.capnp.test.AllTypes.Primitives;
import dev.serbench.capnp.test.imports.Imports;
import dev.serbench.capnp.test.person.PersonCapnp.Person;
import org.capnproto.EnumList;
import org.capnproto.ListList;
import org.capnproto.PrimitiveList;
import org.capnproto.StructList;
import org.capnproto.TextList;

/**
 * One sample value per test schema struct: a fill method for the Builder and an assert method
 * for the Reader. The oracle tests use the same values in capnp's text format.
 */
final class SampleData {
  private SampleData() {}

  static void fillPrimitives(Primitives.Builder b) {
    b.setVoidField(org.capnproto.Void.VOID);
    b.setBoolField(true);
    b.setInt8Field((byte) -12);
    b.setInt16Field((short) -1234);
    b.setInt32Field(-123456);
    b.setInt64Field(-1234567890123L);
    b.setUInt8Field((byte) 234);
    b.setUInt16Field((short) 45678);
    b.setUInt32Field((int) 3456789012L);
    b.setUInt64Field(-2L);
    b.setFloat32Field(1.25f);
    b.setFloat64Field(-2.5);
    b.setTextField("héllo");
    b.setDataField(new byte[] {1, 2, (byte) 255});
    b.setColorField(Color.DARK_ORANGE);
  }

  static void assertPrimitives(Primitives.Reader r) {
    assertSame(org.capnproto.Void.VOID, r.getVoidField());
    assertTrue(r.getBoolField());
    assertEquals(-12, r.getInt8Field());
    assertEquals(-1234, r.getInt16Field());
    assertEquals(-123456, r.getInt32Field());
    assertEquals(-1234567890123L, r.getInt64Field());
    assertEquals(234, r.getUInt8Field() & 0xff);
    assertEquals(45678, r.getUInt16Field() & 0xffff);
    assertEquals(3456789012L, r.getUInt32Field() & 0xffffffffL);
    assertEquals("18446744073709551614", Long.toUnsignedString(r.getUInt64Field()));
    assertEquals(1.25f, r.getFloat32Field());
    assertEquals(-2.5, r.getFloat64Field());
    assertTrue(r.hasTextField());
    assertEquals("héllo", r.getTextField().toString());
    assertArrayEquals(new byte[] {1, 2, (byte) 255}, r.getDataField().toArray());
    assertEquals(Color.DARK_ORANGE, r.getColorField());
  }

  static void assertDefaults(Defaults.Reader r) {
    assertTrue(r.getBoolField());
    assertEquals(-8, r.getInt8Field());
    assertEquals(1600, r.getInt16Field());
    assertEquals(-32000000, r.getInt32Field());
    assertEquals(Long.MIN_VALUE, r.getInt64Field());
    assertEquals(200, r.getUInt8Field() & 0xff);
    assertEquals(0xffff, r.getUInt16Field() & 0xffff);
    assertEquals(4000000000L, r.getUInt32Field() & 0xffffffffL);
    assertEquals(-1L, r.getUInt64Field());
    assertEquals(-1.5f, r.getFloat32Field());
    assertEquals(2.5e10, r.getFloat64Field());
    assertEquals(Color.BLUE, r.getColorField());
    assertSame(org.capnproto.Void.VOID, r.getVoidField());
    assertEquals(15, r.getOctalField());
    assertEquals(Double.POSITIVE_INFINITY, r.getInfField());
  }

  static void fillLists(Lists.Builder b) {
    b.initVoids(3);
    PrimitiveList.Boolean.Builder bools = b.initBools(3);
    bools.set(0, true);
    bools.set(2, true);
    b.initInt8s(2).set(1, (byte) -8);
    b.initInt16s(2).set(0, (short) -16);
    PrimitiveList.Int.Builder ints = b.initInt32s(3);
    ints.set(0, 1);
    ints.set(1, -2);
    ints.set(2, 3);
    b.initInt64s(1).set(0, Long.MIN_VALUE);
    b.initUInt8s(1).set(0, (byte) 255);
    b.initUInt16s(1).set(0, (short) 65535);
    b.initUInt32s(1).set(0, -1);
    b.initUInt64s(1).set(0, -1L);
    b.initFloat32s(2).set(1, 0.5f);
    b.initFloat64s(1).set(0, -0.25);
    TextList.Builder texts = b.initTexts(2);
    texts.set(0, new org.capnproto.Text.Reader("a"));
    texts.set(1, new org.capnproto.Text.Reader("bc"));
    b.initDatas(1).set(0, new org.capnproto.Data.Reader(new byte[] {7}));
    EnumList.Builder<Color> colors = b.initColors(2);
    colors.set(0, Color.GREEN);
    colors.set(1, Color.DARK_ORANGE);
    StructList.Builder<Primitives.Builder> structs = b.initStructs(2);
    structs.get(1).setInt32Field(99);
    structs.get(1).setTextField("second");
    ListList.Builder<PrimitiveList.Int.Builder> int32Lists = b.initInt32Lists(2);
    int32Lists.init(0, 2).set(1, 5);
    int32Lists.init(1, 0);
    ListList.Builder<TextList.Builder> textLists = b.initTextLists(1);
    textLists.init(0, 1).set(0, new org.capnproto.Text.Reader("deep"));
    ListList.Builder<StructList.Builder<Primitives.Builder>> structLists = b.initStructLists(1);
    structLists.init(0, 1).get(0).setBoolField(true);
    ListList.Builder<ListList.Builder<EnumList.Builder<Color>>> colorListLists = b.initColorListLists(1);
    colorListLists.init(0, 1).init(0, 2).set(1, Color.BLUE);
  }

  static void assertLists(Lists.Reader r) {
    assertEquals(3, r.getVoids().size());
    assertTrue(r.getBools().get(0));
    assertFalse(r.getBools().get(1));
    assertTrue(r.getBools().get(2));
    assertEquals(-8, r.getInt8s().get(1));
    assertEquals(-16, r.getInt16s().get(0));
    assertEquals(3, r.getInt32s().size());
    assertEquals(-2, r.getInt32s().get(1));
    assertEquals(Long.MIN_VALUE, r.getInt64s().get(0));
    assertEquals((byte) 255, r.getUInt8s().get(0));
    assertEquals((short) 65535, r.getUInt16s().get(0));
    assertEquals(-1, r.getUInt32s().get(0));
    assertEquals(-1L, r.getUInt64s().get(0));
    assertEquals(0.5f, r.getFloat32s().get(1));
    assertEquals(-0.25, r.getFloat64s().get(0));
    assertEquals("bc", r.getTexts().get(1).toString());
    assertArrayEquals(new byte[] {7}, r.getDatas().get(0).toArray());
    assertEquals(Color.DARK_ORANGE, r.getColors().get(1));
    assertEquals(99, r.getStructs().get(1).getInt32Field());
    assertEquals("second", r.getStructs().get(1).getTextField().toString());
    assertEquals(0, r.getStructs().get(0).getInt32Field());
    assertEquals(5, r.getInt32Lists().get(0).get(1));
    assertEquals(0, r.getInt32Lists().get(1).size());
    assertEquals("deep", r.getTextLists().get(0).get(0).toString());
    assertTrue(r.getStructLists().get(0).get(0).getBoolField());
    assertEquals(Color.RED, r.getColorListLists().get(0).get(0).get(0));
    assertEquals(Color.BLUE, r.getColorListLists().get(0).get(0).get(1));
  }

  static void fillOuter(Outer.Builder b) {
    Outer.Inner.Builder inner = b.initInner();
    inner.setValue(7);
    inner.setKind(Outer.Inner.Kind.GAMMA_RAY);
    inner.setLabel("in");
    StructList.Builder<Outer.Inner.Builder> inners = b.initInners(2);
    inners.get(0).setValue(1);
    inners.get(1).setKind(Outer.Inner.Kind.ALPHA);
    b.initKinds(1).set(0, Outer.Inner.Kind.BETA);
    b.initNext().setId(5);
    b.setId(-1L);
  }

  static void assertOuter(Outer.Reader r) {
    assertTrue(r.hasInner());
    assertEquals(7, r.getInner().getValue());
    assertEquals(Outer.Inner.Kind.GAMMA_RAY, r.getInner().getKind());
    assertEquals("in", r.getInner().getLabel().toString());
    assertEquals(Outer.Inner.Kind.BETA, r.getInners().get(0).getKind());
    assertEquals(1, r.getInners().get(0).getValue());
    assertEquals(Outer.Inner.Kind.ALPHA, r.getInners().get(1).getKind());
    assertEquals(Outer.Inner.Kind.BETA, r.getKinds().get(0));
    assertEquals(5L, r.getNext().getId());
    assertFalse(r.getNext().hasNext());
    assertEquals(-1L, r.getId());
  }

  static void fillHolder(Imports.Holder.Builder b) {
    b.setColor(Color.RED);
    fillPrimitives(b.initPrimitives());
    b.initInner().setValue(3);
    b.initOuters(1).get(0).setId(8);
    b.setKind(Outer.Inner.Kind.ALPHA);
    b.initLocal().setNote("local");
  }

  static void assertHolder(Imports.Holder.Reader r) {
    assertEquals(Color.RED, r.getColor());
    assertPrimitives(r.getPrimitives());
    assertEquals(3, r.getInner().getValue());
    assertEquals(8L, r.getOuters().get(0).getId());
    assertEquals(Outer.Inner.Kind.ALPHA, r.getKind());
    assertEquals("local", r.getLocal().getNote().toString());
  }

  static void fillPerson(Person.Builder b) {
    b.setName("Alice");
    b.setBirthDay(19900101L);
    b.setPhone("555-0100");
    b.setSiblings(2);
    b.setSpouse(true);
    b.setMoney(12.5);
  }

  static void assertPerson(Person.Reader r) {
    assertEquals("Alice", r.getName().toString());
    assertEquals(19900101L, r.getBirthDay());
    assertEquals("555-0100", r.getPhone().toString());
    assertEquals(2, r.getSiblings());
    assertTrue(r.getSpouse());
    assertEquals(12.5, r.getMoney());
  }
}
