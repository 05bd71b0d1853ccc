# Uses types of alltypes.capnp in the three import forms; no outerClassname, so the class is Imports.
@0xf0a1b2c3d4e5f607;

using Java = import "/capnp/java.capnp";
$Java.package("dev.serbench.capnp.test.imports");

using import "alltypes.capnp".Color;
using All = import "alltypes.capnp";
using Inner = import "alltypes.capnp".Outer.Inner;

struct Holder {
  color @0 :Color = green;
  primitives @1 :import "alltypes.capnp".Primitives;
  inner @2 :Inner;
  outers @3 :List(All.Outer);
  kind @4 :All.Outer.Inner.Kind = gammaRay;
  local @5 :Local;
}

struct Local {
  note @0 :Text;
}
