package dev.serbench.capnp.compiler;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.serbench.capnp.test.AllTypes;
import dev.serbench.capnp.test.AllTypes.Color;
import dev.serbench.capnp.test.AllTypes.Defaults;
import dev.serbench.capnp.test.AllTypes.Lists;
import dev.serbench.capnp.test.AllTypes.Outer;
import dev.serbench.capnp.test.AllTypes.Primitives;
import dev.serbench.capnp.test.imports.Imports;
import dev.serbench.capnp.test.layouts.Layouts;
import dev.serbench.capnp.test.person.PersonCapnp;
import java.io.IOException;
import org.capnproto.Data;
import org.capnproto.MessageBuilder;
import org.capnproto.StructList;
import org.capnproto.Text;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Builds messages with the generated Builders, serializes, and reads them back with the Readers. */
class RoundTripTest {

  @ParameterizedTest(name = "packed={0}")
  @ValueSource(booleans = {false, true})
  void primitives(boolean packed) throws IOException {
    MessageBuilder message = new MessageBuilder();
    SampleData.fillPrimitives(message.initRoot(Primitives.factory));
    Primitives.Reader r = Messages.read(Messages.write(message, packed), packed).getRoot(Primitives.factory);
    SampleData.assertPrimitives(r);
  }

  @ParameterizedTest(name = "packed={0}")
  @ValueSource(booleans = {false, true})
  void unsetFieldsReadTheirDefaults(boolean packed) throws IOException {
    MessageBuilder message = new MessageBuilder();
    Defaults.Builder b = message.initRoot(Defaults.factory);
    SampleData.assertDefaults(b.asReader());
    Defaults.Reader r = Messages.read(Messages.write(message, packed), packed).getRoot(Defaults.factory);
    SampleData.assertDefaults(r);
    assertEquals(0, r.getPlainField());
  }

  @Test
  void builderGettersSeeDefaultsToo() {
    Defaults.Builder b = new MessageBuilder().initRoot(Defaults.factory);
    assertTrue(b.getBoolField());
    assertEquals((byte) 200, b.getUInt8Field());
    assertEquals(Color.BLUE, b.getColorField());
    assertEquals(-1.5f, b.getFloat32Field());
  }

  @ParameterizedTest(name = "packed={0}")
  @ValueSource(booleans = {false, true})
  void overriddenDefaultsRoundTrip(boolean packed) throws IOException {
    MessageBuilder message = new MessageBuilder();
    Defaults.Builder b = message.initRoot(Defaults.factory);
    b.setBoolField(false);
    b.setInt8Field((byte) 0);
    b.setInt16Field((short) -1);
    b.setInt32Field(7);
    b.setInt64Field(0);
    b.setUInt8Field((byte) 1);
    b.setUInt16Field((short) 0);
    b.setUInt32Field(0);
    b.setUInt64Field(12);
    b.setFloat32Field(0f);
    b.setFloat64Field(-0.5);
    b.setColorField(Color.RED);
    b.setInfField(1.0);
    Defaults.Reader r = Messages.read(Messages.write(message, packed), packed).getRoot(Defaults.factory);
    assertFalse(r.getBoolField());
    assertEquals(0, r.getInt8Field());
    assertEquals(-1, r.getInt16Field());
    assertEquals(7, r.getInt32Field());
    assertEquals(0L, r.getInt64Field());
    assertEquals(1, r.getUInt8Field());
    assertEquals(0, r.getUInt16Field());
    assertEquals(0, r.getUInt32Field());
    assertEquals(12L, r.getUInt64Field());
    assertEquals(0f, r.getFloat32Field());
    assertEquals(-0.5, r.getFloat64Field());
    assertEquals(Color.RED, r.getColorField());
    assertEquals(1.0, r.getInfField());
    assertEquals(15, r.getOctalField());
  }

  @Test
  void defaultsAreXorEncodedSoSettingThemWritesZeros() throws IOException {
    MessageBuilder untouched = new MessageBuilder();
    untouched.initRoot(Defaults.factory);
    MessageBuilder explicit = new MessageBuilder();
    Defaults.Builder b = explicit.initRoot(Defaults.factory);
    b.setBoolField(true);
    b.setInt8Field((byte) -8);
    b.setUInt8Field((byte) 200);
    b.setUInt64Field(-1L);
    b.setFloat32Field(-1.5f);
    b.setFloat64Field(2.5e10);
    b.setColorField(Color.BLUE);
    b.setInfField(Double.POSITIVE_INFINITY);
    assertArrayEquals(Messages.write(untouched, false), Messages.write(explicit, false));
  }

  @Test
  void constants() {
    assertEquals(42, AllTypes.ANSWER);
    assertEquals(-1L, AllTypes.BIG_UNSIGNED);
    assertEquals(-1.5, AllTypes.RATIO);
    assertEquals(0.25f, AllTypes.SMALL);
    assertTrue(AllTypes.FLAG);
    assertEquals(Byte.MIN_VALUE, AllTypes.TINY);
    assertEquals((short) 65535, AllTypes.WIDE);
    assertSame(Color.DARK_ORANGE, AllTypes.FAVOURITE);
    assertSame(org.capnproto.Void.VOID, AllTypes.NOTHING);
    assertEquals((int) 4000000000L, Defaults.LIMIT);
    assertEquals(3, Outer.VERSION);
  }

  @ParameterizedTest(name = "packed={0}")
  @ValueSource(booleans = {false, true})
  void listsOfEverything(boolean packed) throws IOException {
    MessageBuilder message = new MessageBuilder();
    SampleData.fillLists(message.initRoot(Lists.factory));
    Lists.Reader r = Messages.read(Messages.write(message, packed), packed).getRoot(Lists.factory);
    SampleData.assertLists(r);
  }

  @ParameterizedTest(name = "packed={0}")
  @ValueSource(booleans = {false, true})
  void nestedStructsAndEnums(boolean packed) throws IOException {
    MessageBuilder message = new MessageBuilder();
    SampleData.fillOuter(message.initRoot(Outer.factory));
    Outer.Reader r = Messages.read(Messages.write(message, packed), packed).getRoot(Outer.factory);
    SampleData.assertOuter(r);
  }

  @ParameterizedTest(name = "packed={0}")
  @ValueSource(booleans = {false, true})
  void typesImportedFromAnotherFile(boolean packed) throws IOException {
    MessageBuilder message = new MessageBuilder();
    SampleData.fillHolder(message.initRoot(Imports.Holder.factory));
    Imports.Holder.Reader r = Messages.read(Messages.write(message, packed), packed)
        .getRoot(Imports.Holder.factory);
    SampleData.assertHolder(r);
  }

  @Test
  void importedDefaultsAndUnsetPointers() {
    Imports.Holder.Reader r = new MessageBuilder().initRoot(Imports.Holder.factory).asReader();
    assertEquals(Color.GREEN, r.getColor());
    assertEquals(Outer.Inner.Kind.GAMMA_RAY, r.getKind());
    assertFalse(r.hasPrimitives());
    assertEquals(0, r.getPrimitives().getInt32Field());
    assertEquals(Outer.Inner.Kind.BETA, r.getInner().getKind());
    assertEquals(0, r.getOuters().size());
    assertEquals("", r.getLocal().getNote().toString());
  }

  @ParameterizedTest(name = "packed={0}")
  @ValueSource(booleans = {false, true})
  void person(boolean packed) throws IOException {
    MessageBuilder message = new MessageBuilder();
    SampleData.fillPerson(message.initRoot(PersonCapnp.Person.factory));
    PersonCapnp.Person.Reader r = Messages.read(Messages.write(message, packed), packed)
        .getRoot(PersonCapnp.Person.factory);
    SampleData.assertPerson(r);
  }

  @Test
  void textAndDataSettersAcceptReadersAndSizedInit() throws IOException {
    MessageBuilder message = new MessageBuilder();
    Primitives.Builder b = message.initRoot(Primitives.factory);
    b.setTextField(new Text.Reader("via reader"));
    b.setDataField(new Data.Reader(new byte[] {9, 8}));
    assertEquals("via reader", b.getTextField().toString());
    Text.Builder sized = b.initTextField(3);
    sized.asByteBuffer().put(new byte[] {'a', 'b', 'c'});
    Data.Builder data = b.initDataField(2);
    data.asByteBuffer().put(new byte[] {1, 2});
    Primitives.Reader r = Messages.read(Messages.write(message, false), false).getRoot(Primitives.factory);
    assertEquals("abc", r.getTextField().toString());
    assertArrayEquals(new byte[] {1, 2}, r.getDataField().toArray());
  }

  @Test
  void structSizesMatchTheLayout() {
    assertEquals(6, Primitives.STRUCT_SIZE.data);
    assertEquals(2, Primitives.STRUCT_SIZE.pointers);
    assertEquals(3, PersonCapnp.Person.STRUCT_SIZE.data);
    assertEquals(2, PersonCapnp.Person.STRUCT_SIZE.pointers);
    assertEquals(0, Layouts.Empty.STRUCT_SIZE.data);
    StructList.Factory<Layouts.Mixed.Builder, Layouts.Mixed.Reader> f = Layouts.Mixed.listFactory;
    assertSame(Layouts.Mixed.factory, f.factory);
  }

  @Test
  void outOfOrderFieldsKeepTheirValues() throws IOException {
    MessageBuilder message = new MessageBuilder();
    Layouts.Mixed.Builder b = message.initRoot(Layouts.Mixed.factory);
    b.setFlag(true);
    b.setCount((byte) 250);
    b.setLevel(Layouts.Level.HIGH);
    b.setRatio(0.5f);
    b.setTotal(Long.MAX_VALUE);
    b.setLabel("mixed");
    b.setSmall((short) -2);
    b.setOther(true);
    Layouts.Mixed.Reader r = Messages.read(Messages.write(message, true), true).getRoot(Layouts.Mixed.factory);
    assertTrue(r.getFlag());
    assertEquals((byte) 250, r.getCount());
    assertEquals(Layouts.Level.HIGH, r.getLevel());
    assertEquals(0.5f, r.getRatio());
    assertEquals(Long.MAX_VALUE, r.getTotal());
    assertEquals("mixed", r.getLabel().toString());
    assertEquals(-2, r.getSmall());
    assertSame(org.capnproto.Void.VOID, r.getNothing());
    assertTrue(r.getOther());
  }
}
