package dev.serbench.capnp.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Layout against the reference compiler's results (taken from {@code capnp compile -ocapnp}). */
class StructLayoutTest {
  @TempDir
  Path dir;

  @Test
  void workedExampleFromTheNotes() {
    StructLayout layout = new StructLayout();
    assertEquals(0, layout.addPointer()); // name
    assertEquals(0, layout.addData(6)); // birthDay: bits [0, 64)
    assertEquals(1, layout.addPointer()); // phone
    assertEquals(2, layout.addData(5)); // siblings: bits [64, 96)
    assertEquals(96, layout.addData(0)); // spouse: bit 96
    assertEquals(2, layout.addData(6)); // money: bits [128, 192)
    assertEquals(3, layout.dataWords());
    assertEquals(2, layout.pointers());
  }

  @Test
  void workedExampleThroughTheCompiler() throws IOException {
    assertLayout("""
        struct Person {
          name @0 :Text;
          birthDay @1 :Int64;
          phone @2 :Text;
          siblings @3 :Int32;
          spouse @4 :Bool;
          money @5 :Float64;
        }
        """, """
        Person: 3 data words, 2 pointers
          name @0: ptr[0]
          birthDay @1: bits[0, 64)
          phone @2: ptr[1]
          siblings @3: bits[64, 96)
          spouse @4: bits[96, 97)
          money @5: bits[128, 192)
        """);
  }

  @Test
  void mixOutOfFileOrderFillsHoles() throws IOException {
    assertLayout("""
        enum Level { low @0; high @1; }
        struct Mixed {
          flag @3 :Bool;
          count @0 :UInt8;
          level @5 :Level;
          ratio @1 :Float32;
          total @2 :Int64;
          label @4 :Text;
          small @6 :Int16;
          nothing @7 :Void;
          other @8 :Bool;
        }
        """, """
        Mixed: 3 data words, 1 pointers
          flag @3: bits[8, 9)
          count @0: bits[0, 8)
          level @5: bits[16, 32)
          ratio @1: bits[32, 64)
          total @2: bits[64, 128)
          label @4: ptr[0]
          small @6: bits[128, 144)
          nothing @7: void
          other @8: bits[9, 10)
        """);
  }

  @Test
  void boolsSplitSmallerHoles() throws IOException {
    assertLayout("""
        struct Bits {
          b5 @5 :Bool;
          b0 @0 :Bool;
          i8 @2 :Int8;
          b1 @1 :Bool;
          f32 @4 :Float32;
          i16 @3 :Int16;
          tail @6 :UInt8;
          ptr @7 :Data;
        }
        """, """
        Bits: 2 data words, 1 pointers
          b5 @5: bits[2, 3)
          b0 @0: bits[0, 1)
          i8 @2: bits[8, 16)
          b1 @1: bits[1, 2)
          f32 @4: bits[32, 64)
          i16 @3: bits[16, 32)
          tail @6: bits[64, 72)
          ptr @7: ptr[0]
        """);
  }

  @Test
  void wideFieldsOpenNewWordsAndSmallOnesFillTheFirst() throws IOException {
    assertLayout("""
        enum Level { low @0; high @1; }
        struct Wide {
          names @2 :List(Text);
          a @1 :Int64;
          b @0 :Int32;
          c @3 :UInt16;
          d @4 :Int32;
          e @5 :Level;
          child @6 :Wide;
          f @7 :Int8;
        }
        """, """
        Wide: 3 data words, 2 pointers
          names @2: ptr[0]
          a @1: bits[64, 128)
          b @0: bits[0, 32)
          c @3: bits[32, 48)
          d @4: bits[128, 160)
          e @5: bits[48, 64)
          child @6: ptr[1]
          f @7: bits[160, 168)
        """);
  }

  @Test
  void voidAndEmptyStructsTakeNoSpace() throws IOException {
    assertLayout("""
        struct Empty {}
        struct OnlyVoid { v @0 :Void; }
        """, """
        Empty: 0 data words, 0 pointers
        OnlyVoid: 0 data words, 0 pointers
          v @0: void
        """);
  }

  private void assertLayout(String body, String expected) throws IOException {
    Path file = dir.resolve("layout.capnp");
    Files.writeString(file, "@0xd7e8f9a0b1c2d3e4;\n" + body);
    Compilation c = Compilation.of(List.of(), List.of(file));
    assertFalse(c.diagnostics.hasErrors(), () -> String.join("\n", c.diagnostics.errors()));
    String printed = LayoutPrinter.print(c.roots.get(0));
    assertEquals(expected, printed.substring(printed.indexOf('\n') + 1));
  }
}
